// File contents: a blob read as bytes or as strict UTF-8 text, a file as a commit has it, a new blob, and
// the sha git gives a content (to tell, without sending anything, whether a file changed). Also the base64
// helpers GitHub's blobs need, in slices so a large photo does not overflow the call stack.
import { GitHubError } from '../errors.ts';
import type { RepoScope } from './request.ts';

/** Bytes as base64, in slices so a large photo does not overflow the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Base64 as GitHub sends it (wrapped in lines) back to bytes. */
export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const contentBytes = (raw: { content: string; encoding: string }) =>
  raw.encoding === 'base64' ? base64ToBytes(raw.content) : new TextEncoder().encode(raw.content);

export const blobCalls = ({ transport, repoPath }: RepoScope) => {
  const calls = {
    /** A file's bytes as a commit has it; undefined where that commit has no such file. */
    async fileAt(filePath: string, commit: string): Promise<Uint8Array | undefined> {
      try {
        const raw = await transport.call<{ content: string; encoding: string }>(
          'GET',
          `${repoPath}/contents/${filePath.split('/').map(encodeURIComponent).join('/')}?${new URLSearchParams({ ref: commit })}`,
        );
        return contentBytes(raw);
      } catch (error) {
        if (error instanceof GitHubError && error.status === 404) return undefined;
        throw error;
      }
    },

    /** A blob's bytes. */
    async blobBytes(sha: string): Promise<Uint8Array> {
      return contentBytes(await transport.call<{ content: string; encoding: string }>('GET', `${repoPath}/git/blobs/${sha}`));
    },

    /** A blob as text; an error when its bytes are not UTF-8 (a photo, say). A byte order mark is kept. */
    async blobText(sha: string): Promise<string> {
      const bytes = await calls.blobBytes(sha);
      try {
        return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
      } catch {
        throw new GitHubError(200, 'not-text', 'This file is not text the studio can open.', `Blob ${sha} is not UTF-8`);
      }
    },

    /** Stores a file's content; answers its blob sha. Text is sent as UTF-8, bytes as base64. */
    async createBlob(content: string | Uint8Array): Promise<string> {
      const body = typeof content === 'string' ? { content, encoding: 'utf-8' } : { content: bytesToBase64(content), encoding: 'base64' };
      return (await transport.call<{ sha: string }>('POST', `${repoPath}/git/blobs`, body)).sha;
    },
  };
  return calls;
};

/**
 * The sha git (and so GitHub) gives a file with this content: "blob <size>\0<bytes>" hashed with SHA-1.
 * Lets the studio tell, without sending anything, whether a file differs from the one in a tree. Undefined
 * where the browser offers no hashing (a page not served over https).
 */
export async function gitBlobSha(content: string | Uint8Array): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const header = new TextEncoder().encode(`blob ${bytes.length}\0`);
  const whole = new Uint8Array(header.length + bytes.length);
  whole.set(header);
  whole.set(bytes, header.length);
  const digest = new Uint8Array(await subtle.digest('SHA-1', whole));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
