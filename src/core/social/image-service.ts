import { createHash } from 'node:crypto';
import type { Clock, UnitOfWork } from '../ports.js';
import { reencodePhoto } from '../salon/image.js';
import { PHOTO_LIMIT_DEFAULTS, PHOTO_MAX_BYTES, type PhotoLimits } from '../salon/model.js';
import { checkPhotoName, photoTooLarge } from '../salon/settings-service.js';
import { scopeKeyOf, type SocialScope } from './model.js';
import type { SocialRepository } from './repository.js';

/** Where an uploaded post image is served (public: the networks and automation services fetch it). */
export const socialImageUrl = (id: number) => `/media/social/${id}`;

/**
 * A post's uploaded image: the listing photos' rules (10 MB, the blocked extensions, JPEG/PNG/WebP that
 * really decode, the pixel limit, re-encoded without metadata), stored in the database. Answers the
 * URL to put in `image_url`.
 */
export function createSocialImageService(deps: { uow: UnitOfWork; repo: SocialRepository; clock: Clock; photoLimits?: PhotoLimits }) {
  return {
    async upload(scope: SocialScope, upload: { filename: string; content: Buffer }) {
      checkPhotoName(upload.filename);
      if (upload.content.length > PHOTO_MAX_BYTES) throw photoTooLarge();
      const image = await reencodePhoto(upload.content, deps.photoLimits ?? PHOTO_LIMIT_DEFAULTS);
      const id = await deps.uow.write((tx) =>
        tx.social.insertImage(
          scopeKeyOf(scope),
          {
            content_type: image.type,
            size: image.content.length,
            sha256: createHash('sha256').update(image.content).digest('hex'),
            content: image.content,
            width: image.width,
            height: image.height,
          },
          deps.clock.now(),
        ),
      );
      return { id, url: socialImageUrl(id), width: image.width, height: image.height };
    },
    file: (id: number) => deps.repo.imageFile(id),
  };
}
