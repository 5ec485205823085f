import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

/**
 * A real S3-compatible server on this machine (s3rver, objects on disk in a temporary folder),
 * for the tests of the shop's bucket store. Each test file passes a port of its own.
 */
export async function startS3Server(port: number) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-s3rver-'))
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  let buckets = 0
  return {
    endpoint,
    /** A new empty bucket, and the shop's S3_* settings for it. */
    async bucket(prefix = 'nf-test') {
      const name = `${prefix}-${process.pid}-${++buckets}`
      await client.send(new CreateBucketCommand({ Bucket: name }))
      return {
        name,
        env: {
          S3_BUCKET: name,
          S3_ENDPOINT: endpoint,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: '1',
        },
      }
    },
    async stop() {
      client.destroy()
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>
