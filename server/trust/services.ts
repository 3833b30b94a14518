/**
 * The trust services of one app context, built once and shared by the REST
 * routes, the guest service and the image route: the AVS provider and the
 * pin-call service. Sandbox implementations until a real provider is configured.
 */
import type { AppContext } from '../context';
import { createSandboxAvsProvider, type AgeVerificationProvider } from './avs-provider';
import { createPinCallService, type PinCallService } from './pin-call-service';
import { createOutboxPinSender } from './pin-sender';

export interface TrustServices {
  avsProvider: AgeVerificationProvider;
  pinCalls: PinCallService;
}

const built = new WeakMap<AppContext, TrustServices>();

/** The services of a context (the same instance for every plugin of that context). */
export function trustServices(context: AppContext): TrustServices {
  let services = built.get(context);
  if (!services) {
    services = {
      // Read per call: with port 0 the origins are known only after listen.
      avsProvider: createSandboxAvsProvider(() => [context.origins.site, context.origins.whiteLabel]),
      pinCalls: createPinCallService({ db: context.database.db, sender: createOutboxPinSender(context.config.dataDir) }),
    };
    built.set(context, services);
  }
  return services;
}
