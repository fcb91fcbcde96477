import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { reencodePhoto } from '../salon/image.js';
import { PHOTO_LIMIT_DEFAULTS, PHOTO_MAX_BYTES, type PhotoLimits } from '../salon/model.js';
import { checkPhotoName, photoTooLarge } from '../salon/settings.service.js';
import { scopeKeyOf, type SocialScope } from './model.js';
import type { SocialRepository } from './social.repository.js';

/**
 * An uploaded image's name in its address: 128 random bits in base64url (22 characters), so that images
 * cannot be listed by counting (the address used the row's id).
 */
const newSocialImageName = () => randomBytes(16).toString('base64url');
const IMAGE_NAME = /^[A-Za-z0-9_-]{22}$/;

/** Where an uploaded post image is served. */
const socialImageUrl = (name: string) => `/media/social/${name}`;

/** The image name of an address of ours (`/media/social/{name}`), else undefined. */
const socialImageName = (url: string | null | undefined) => /^\/media\/social\/([A-Za-z0-9_-]{22})$/.exec(url ?? '')?.[1];

/** How long the address handed to a publisher (a webhook) opens an image whose post is not published yet. */
const PUBLISHER_GRANT_SECONDS = 7 * 24 * 3600;

/** Who asks for an image: an admin, a company's account, or nobody signed in (null). */
export type SocialImageViewer = { admin: true } | { admin: false; companyId: number | null } | null;

/** A time-limited grant in an image's address: `?expires=<unix seconds>&signature=<HMAC>`. */
export interface SocialImageGrant {
  expires?: string;
  signature?: string;
}

const grantSignature = (secret: string, name: string, expires: number) =>
  createHmac('sha256', secret).update(`social-image:${name}:${expires}`).digest('base64url').slice(0, 22);

/**
 * A post's uploaded image: the listing photos' rules (10 MB, the blocked extensions, JPEG/PNG/WebP that
 * really decode, the pixel limit, re-encoded without metadata), stored in the database under an
 * unguessable name. Answers the URL to put in `image_url`.
 *
 * Who sees it: everybody once a published post of its scope shows it; before that only its scope (the
 * company, or the back office for its own) and admins, and a publisher through the signed, time-limited
 * address the `social-publish` job hands over (`publisherUrl`). Anybody else gets nothing (404).
 */
export function createSocialImageService(deps: {
  uow: UnitOfWork;
  repo: SocialRepository;
  clock: Clock;
  secret: string;
  photoLimits?: PhotoLimits;
}) {
  function granted(name: string, grant: SocialImageGrant | undefined): boolean {
    if (!grant?.expires || !grant.signature || !/^\d{1,12}$/.test(grant.expires)) return false;
    const expires = Number(grant.expires);
    if (expires * 1000 < deps.clock.now().getTime()) return false;
    const expected = Buffer.from(grantSignature(deps.secret, name, expires));
    const given = Buffer.from(grant.signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  return {
    async upload(scope: SocialScope, upload: { filename: string; content: Buffer }) {
      checkPhotoName(upload.filename);
      if (upload.content.length > PHOTO_MAX_BYTES) throw photoTooLarge();
      const image = await reencodePhoto(upload.content, deps.photoLimits ?? PHOTO_LIMIT_DEFAULTS);
      const name = newSocialImageName();
      const id = await deps.uow.write((tx) =>
        tx.social.insertImage(
          scopeKeyOf(scope),
          {
            name,
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
      return { id, url: socialImageUrl(name), width: image.width, height: image.height };
    },

    /**
     * The image for `viewer`, with `published` telling whether anybody may see it (and caches keep it);
     * undefined when there is no such image or the viewer may not see it.
     */
    async file(name: string, viewer: SocialImageViewer, grant?: SocialImageGrant) {
      if (!IMAGE_NAME.test(name)) return undefined;
      const image = await deps.repo.imageByName(name);
      if (!image) return undefined;
      const published = await deps.repo.imageShownByPublishedPost(image.scopeKey, socialImageUrl(name));
      if (published) return { ...image, published };
      const own =
        viewer !== null && (viewer.admin || (viewer.companyId !== null && scopeKeyOf({ companyId: viewer.companyId }) === image.scopeKey));
      return own || granted(name, grant) ? { ...image, published } : undefined;
    },

    /**
     * The absolute address a publisher gets for a post's image: an image of ours carries a grant valid
     * PUBLISHER_GRANT_SECONDS (the post is published only after every platform took it, and a network
     * may fetch the image later); any other address is passed as it is.
     */
    publisherUrl(imageUrl: string | null, baseUrl: string | undefined): string | null {
      if (!imageUrl?.startsWith('/') || baseUrl === undefined) return imageUrl;
      const absolute = `${baseUrl.replace(/\/$/, '')}${imageUrl}`;
      const name = socialImageName(imageUrl);
      if (!name) return absolute;
      const expires = Math.floor(deps.clock.now().getTime() / 1000) + PUBLISHER_GRANT_SECONDS;
      return `${absolute}?expires=${expires}&signature=${grantSignature(deps.secret, name, expires)}`;
    },
  };
}

export type SocialImageService = ReturnType<typeof createSocialImageService>;
