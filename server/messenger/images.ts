/** Uploaded message images: checked by magic number, stored with their size, read back only by their owner; at most QUOTAS.unsentImagesPerGuest unsent. */
import { randomUUID } from 'node:crypto';
import { MESSAGE_IMAGE_MAX_BYTES, MESSAGE_IMAGE_TYPES, type MessageImage } from '../../sdk/messenger/types';
import { imagesBeyondQuota, QUOTAS } from '../../sdk/quotas';
import { describeBytes, readImageHeader } from './image-header';
import { messageImageUrl, type Db } from './repository';

export type ImageUpload = { ok: true; image: MessageImage } | { ok: false; status: 400 | 413 | 415; error: string };

/** Stores an upload when its bytes are the declared JPEG, PNG or WebP and at most 5 MB. */
export async function storeMessageImage(db: Db, guestId: string, declaredType: string, bytes: Buffer, now = new Date()): Promise<ImageUpload> {
  if (!MESSAGE_IMAGE_TYPES.includes(declaredType)) {
    return { ok: false, status: 415, error: `expected Content-Type ${MESSAGE_IMAGE_TYPES.join(', ')}, got ${JSON.stringify(declaredType)}` };
  }
  if (bytes.length > MESSAGE_IMAGE_MAX_BYTES) {
    return { ok: false, status: 413, error: `expected an image of at most ${MESSAGE_IMAGE_MAX_BYTES} bytes (5 MB), got ${bytes.length} bytes` };
  }
  const header = readImageHeader(bytes);
  if (!header.ok) return { ok: false, status: 400, error: header.reason };
  if (header.header.type !== declaredType) {
    return { ok: false, status: 400, error: `expected ${declaredType} bytes as the Content-Type says, got ${describeBytes(bytes)}` };
  }
  const id = randomUUID();
  const { width, height } = header.header;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('message_images').values({
      id, guest_id: guestId, channel_id: null, content_type: declaredType, bytes, size: bytes.length, width, height, created_at: now.toISOString(),
    }).execute();
    await dropUnsentBeyondQuota(trx, guestId, id);
  });
  return { ok: true, image: { id, url: messageImageUrl(id), width, height } };
}

/**
 * issue 11 A11: "at most N unsent uploads per guest (... or replace oldest)":
 * the new upload stays, and of the guest's other unsent uploads only the
 * newest N - 1 do. An upload is bytes a guest could pile up without ever
 * sending; once a message carries it, it is the message's.
 */
async function dropUnsentBeyondQuota(db: Db, guestId: string, keptId: string): Promise<void> {
  const others = await db.selectFrom('message_images').select(['id', 'created_at'])
    .where('guest_id', '=', guestId).where('channel_id', 'is', null).where('id', '!=', keptId).execute();
  const drop = imagesBeyondQuota(others.map((row) => ({ id: row.id, createdAt: row.created_at })), QUOTAS.unsentImagesPerGuest - 1);
  if (drop.length > 0) await db.deleteFrom('message_images').where('id', 'in', drop).where('channel_id', 'is', null).execute();
}

/** The image's type and bytes when the guest owns it (uploaded it into their own channel), else undefined. */
export async function ownedMessageImage(db: Db, guestId: string, imageId: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const row = await db.selectFrom('message_images').select(['content_type', 'bytes']).where('id', '=', imageId).where('guest_id', '=', guestId).executeTakeFirst();
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : undefined;
}
