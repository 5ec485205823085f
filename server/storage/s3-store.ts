import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { S3Settings } from '#config/env.server.ts'
import {
  assertSafeKey,
  type FileStore,
  StorageUnavailableError,
  type StoredObject,
} from '#core/storage/file-store.ts'

/**
 * The store as an S3-compatible bucket (AWS, MinIO, Ceph, R2, s3rver in the tests), through the
 * AWS SDK. Every instance of the shop reads and writes the same objects, so none keeps a copy of
 * its own. An object appears whole on PutObject (S3 has no half-written objects), which is the
 * guarantee the folder store gets from its rename.
 *
 * Failures of the store become `StorageUnavailableError` (503 STORAGE_UNAVAILABLE): it names the
 * operation, the key and the SDK's error name, never the credentials, the endpoint's answer body
 * or the request's signature.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: Math.min(settings.requestTimeoutMs, 5_000),
      requestTimeout: settings.requestTimeoutMs,
    },
  })
  const Bucket = settings.bucket
  const unavailable = (operation: string, key: string, error: unknown) =>
    new StorageUnavailableError(operation, key, describeError(error))
  return {
    location: `bucket ${Bucket}${settings.endpoint ? ` at ${new URL(settings.endpoint).origin}` : ''}`,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }))
      } catch (error) {
        throw unavailable('reach the bucket', Bucket, error)
      }
    },
    async get(key) {
      assertSafeKey(key)
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0)
      } catch (error) {
        if (isNotFound(error)) return null
        throw unavailable('read', key, error)
      }
    },
    async stream(key) {
      assertSafeKey(key)
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!answer.Body) return null
        return {
          body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: answer.ContentLength ?? 0,
        }
      } catch (error) {
        if (isNotFound(error)) return null
        throw unavailable('read', key, error)
      }
    },
    async put(key, data, contentType) {
      assertSafeKey(key)
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }))
      } catch (error) {
        throw unavailable('store', key, error)
      }
    },
    async delete(key) {
      assertSafeKey(key)
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
      } catch (error) {
        if (isNotFound(error)) return
        throw unavailable('remove', key, error)
      }
    },
    async exists(key) {
      assertSafeKey(key)
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return true
      } catch (error) {
        if (isNotFound(error)) return false
        throw unavailable('look up', key, error)
      }
    },
    async list(prefix) {
      const found: StoredObject[] = []
      let token: string | undefined
      try {
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
          )
          for (const item of page.Contents ?? []) {
            if (item.Key) found.push({ key: item.Key, size: item.Size ?? 0 })
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined
        } while (token)
      } catch (error) {
        throw unavailable('list', `${prefix}*`, error)
      }
      return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    },
  }
}

function isNotFound(error: unknown) {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  // A missing bucket is a wrong setting, not a missing object.
  if (name === 'NoSuchBucket') return false
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
}

/** The SDK's error name and HTTP status, or the network error's code: nothing the operator configured. */
function describeError(error: unknown): string {
  const { name, code, $metadata } = error as {
    name?: string
    code?: string
    $metadata?: { httpStatusCode?: number }
  }
  const status = $metadata?.httpStatusCode
  return [name ?? 'Error', code && code !== name ? code : null, status ? `HTTP ${status}` : null]
    .filter(Boolean)
    .join(', ')
}
