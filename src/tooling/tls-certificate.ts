// A throwaway certificate for 127.0.0.1, made by openssl for one run of the local server over HTTPS and
// HTTP/2 (TLS_CERT_FILE and TLS_KEY_FILE of npm run serve). The browser that reads it is told to accept it;
// nothing else trusts it, and it is deleted with the run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunCertificate {
  /** TLS_CERT_FILE and TLS_KEY_FILE, for npm run serve's environment. */
  env: { TLS_CERT_FILE: string; TLS_KEY_FILE: string };
  cleanup: () => void;
}

export function makeRunCertificate(): RunCertificate {
  const work = mkdtempSync(path.join(tmpdir(), 'tls-'));
  const env = { TLS_KEY_FILE: path.join(work, 'key.pem'), TLS_CERT_FILE: path.join(work, 'cert.pem') };
  const cleanup = () => rmSync(work, { recursive: true, force: true });
  try {
    // Arguments as an array: no shell reads them.
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2']
        .concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'])
        .concat(['-keyout', env.TLS_KEY_FILE, '-out', env.TLS_CERT_FILE]),
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    cleanup();
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      missing
        ? 'Serving over HTTP/2 needs openssl to make a certificate for the run: apt-get install -y openssl.'
        : `openssl could not make a certificate: ${String((error as { stderr?: Buffer }).stderr ?? error)}`,
      { cause: error },
    );
  }
  return { env, cleanup };
}
