import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ActorSearchAnswer } from '../../../sdk/actor-search/types';
import { createActorSearchController, type ActorSearchController, type ActorSearchState } from '../../../sdk/actor-search/controller';
import { restActorSearchTransport } from '../../../sdk/actor-search/rest-transport';
import { actorSearchQuery, parseActorSearchUrl, type ActorSearchUrlState } from '../../../sdk/actor-search/url-state';
import { useStore } from '../../shared/session/use-store';
import { useLanguage } from '../../shared/page/page-context';
import { useAppServices } from '../../shared/services/app-services';

/** What the page's loader hands the screen: the search of the address and the server's answer (null: it failed). */
export interface ActorSearchPageData {
  asked: ActorSearchUrlState;
  answer: ActorSearchAnswer | null;
}

export interface ActorSearchView {
  controller: ActorSearchController;
  state: ActorSearchState;
  /** Runs a controller action, then writes the search it asks into the address (a new history entry). */
  act(action: (controller: ActorSearchController) => unknown): void;
  /** The address of the shown search with a change (links: tabs, pager). */
  hrefOf(change: Partial<ActorSearchUrlState>): string;
}

/**
 * The controller of one page visit, bound to the address: an action writes the search into the
 * address (so Back and Forward have an entry per search), and an address the page did not write
 * itself (a link, Back, Forward) is applied to the controller, which searches only when that
 * search is not the one it shows.
 */
export function useActorSearch(data: ActorSearchPageData, fixedCategory: string | null = null): ActorSearchView {
  // A collection's page (issue 15 item 6) searches within its collection: the path names it, so the address's query leaves it out.
  const toQuery = useCallback((state: ActorSearchUrlState) => actorSearchQuery(fixedCategory ? { ...state, category: null } : state), [fixedCategory]);
  const { restClient } = useAppServices();
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [controller] = useState(() => createActorSearchController({
    transport: restActorSearchTransport(restClient(language)),
    initial: data.asked,
    firstAnswer: data.answer,
    firstFailed: data.answer === null,
  }));
  const state = useStore(controller.$state);
  // The address this page shows or wrote last: only another one is news to the controller.
  const written = useRef(search);

  const write = useCallback((replace: boolean) => {
    const next = toQuery(controller.urlState());
    written.current = next;
    // keepScroll: a filter, sort or mood changes the results in place; the guest stays at the control (sdk/scroll).
    if (next !== search) navigate({ pathname, search: next }, { replace, preventScrollReset: true, state: { keepScroll: true } });
  }, [controller, navigate, pathname, search, toQuery]);

  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    const asked = parseActorSearchUrl(search);
    void controller.apply(fixedCategory ? { ...asked, category: fixedCategory } : asked);
  }, [controller, search, fixedCategory]);

  // 001 §4 "A failed zip lookup resets the search location to empty": the postcode leaves the address too.
  useEffect(() => {
    if (state.zipStatus === 'notFound' && parseActorSearchUrl(search).zip) write(true);
  }, [state.zipStatus, search, write]);

  // The custom search restored the guest's stored filters: the address names them (no new history entry).
  useEffect(() => {
    if (state.restored > 0) write(true);
  }, [state.restored, write]);

  const act = useCallback((action: (controller: ActorSearchController) => unknown) => {
    void action(controller);
    write(false);
  }, [controller, write]);

  const hrefOf = useCallback((change: Partial<ActorSearchUrlState>) => `${pathname}${toQuery({ ...controller.urlState(), ...change })}`, [controller, pathname, toQuery]);

  return { controller, state, act, hrefOf };
}
