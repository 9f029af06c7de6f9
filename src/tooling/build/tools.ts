// The build's other tools (Vite, the page studio's build), each run in a process of its own.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** Runs a command of the project; rejects with its output when it fails. */
export function runTool(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}
