import { join } from 'node:path'
import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import { HttpError, json } from '../../lib/errors'
import { IdParams } from '../../lib/fields'
import { anyone, editor, read } from '../../lib/route-policy'
import { readBounded } from '../../plugins/errors'
import { policies } from '../../plugins/route-policy'
import { recordActivity } from '../activity/service'
import { deletePicture, describePicture, picturePage } from './library'
import { appIcon, shareCard } from './logo-pictures'
import {
  IMAGE_TYPES,
  LibraryPicture,
  MAX_IMAGE_BYTES,
  PicturePage,
  PictureQuery,
  PictureWordsInput,
  TOO_LARGE,
  UploadReceived,
  UploadRequestInput,
  UploadSlot,
} from './model'
import { createUploadSlot, receiveUpload, STORED_FILE } from './service'
import { storageFor } from './storage'

/** A picture made from the logo, kept a year: its address names the logo (and the colour), so a new one is a new address. */
const madeFromLogo = (picture: Uint8Array<ArrayBuffer> | null, type: string) =>
  picture
    ? new Response(picture, {
        headers: { 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' },
      })
    : json(404, { message: 'Not found' })

const TYPE_OF_EXTENSION = Object.fromEntries(Object.entries(IMAGE_TYPES).map(([type, ext]) => [ext, type]))

/**
 * Image uploads (docs/product.md#image-uploads): ask for an upload URL (admins only), PUT the bytes there,
 * store the public URL. Files are served from DATA_DIR/uploads.
 */
export const uploadRoutes = ({ db, config, userOf }: AppContext) => {
  const storage = storageFor(config)
  return (
    new Elysia()
      .use(policies)
      .post(
        '/api/upload-image',
        async ({ body, request }) => {
          const user = await userOf(request)
          return createUploadSlot(db, body, user?.id ?? null)
        },
        { policy: editor, body: UploadRequestInput, response: { 200: UploadSlot } },
      )
      .put(
        '/api/uploads/:token',
        async ({ params, request }) => {
          // Image types reach here unread. `parse: 'none'` can't be used: with the global JSON
          // parser (plugins/errors) Elysia answers it with 400. A body Elysia did read (JSON, text,
          // a form) is not an image: it goes on empty and is refused (403 or 415) like any other.
          // Counted on the bytes read, chunked or not: reading stops as soon as it passes 25 MB.
          const bytes = request.bodyUsed ? new Uint8Array() : await readBounded(request, MAX_IMAGE_BYTES)
          if (!bytes) throw new HttpError(413, TOO_LARGE)
          return receiveUpload(db, storage, params.token, request.headers.get('content-type') ?? '', bytes)
        },
        { policy: anyone, params: v.object({ token: v.pipe(v.string(), v.maxLength(200)) }), response: { 200: UploadReceived } },
      )
      .get('/api/admin/pictures', ({ query }) => picturePage(db, storage, query), {
        policy: editor,
        query: PictureQuery,
        response: { 200: PicturePage },
      })
      .patch(
        '/api/admin/pictures/:id',
        async ({ params, body, request }) => {
          const picture = await describePicture(db, storage, params.id, body)
          const changes = Object.entries(body).map(([field, to]) => ({ field, to: String(to).slice(0, 120) }))
          await recordActivity(db, {
            by: await userOf(request),
            kind: 'edit',
            area: 'pictures',
            recordId: params.id,
            title: picture.fileName,
            changes,
          })
          return picture
        },
        {
          policy: editor,
          params: IdParams,
          body: PictureWordsInput,
          response: { 200: LibraryPicture },
        },
      )
      .delete(
        '/api/admin/pictures/:id',
        async ({ params, request }) => {
          const gone = await deletePicture(db, storage, params.id)
          await recordActivity(db, {
            by: await userOf(request),
            kind: 'delete',
            area: 'pictures',
            recordId: params.id,
            title: gone.message.replace(/^Deleted |\.$/g, ''),
          })
          return gone
        },
        {
          policy: editor,
          params: IdParams,
          response: { 200: v.object({ message: v.string() }) },
        },
      )
      // Pictures made from the logo: the link preview and the app icons (a Response, or the 404 JSON one).
      .get('/share-card/:file', async ({ params }) => madeFromLogo(await shareCard(storage, params.file), 'image/jpeg'), {
        policy: read,
      })
      .get('/app-icon/:file', async ({ params }) => madeFromLogo(await appIcon(storage, params.file), 'image/png'), {
        policy: read,
      })
      // The stored image itself (a Response, or the 404 JSON one): no JSON schema to declare.
      .get(
        '/uploads/:file',
        async ({ params }) => {
          const file = Bun.file(join(config.uploadsDir, params.file))
          if (!STORED_FILE.test(params.file) || !(await file.exists())) return json(404, { message: 'Not found' })
          return new Response(file, {
            headers: {
              'content-type': TYPE_OF_EXTENSION[params.file.split('.').pop() as string],
              // Stored names are unique and never rewritten.
              'cache-control': 'public, max-age=31536000, immutable',
              'x-content-type-options': 'nosniff',
              'content-security-policy': "default-src 'none'; sandbox",
            },
          })
        },
        { policy: read },
      )
  )
}
