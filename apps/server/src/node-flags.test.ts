import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS } from './node-flags.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('how a server process is started', () => {
  it('is the same in npm start, the container and the systemd unit', () => {
    const start = JSON.parse(read('apps/server/package.json')).scripts.start as string;
    expect(start).toContain(`node ${SERVER_NODE_ARGS.join(' ')}`);
    const dockerCmd = /^CMD (\[.*\])$/m.exec(read('deploy/Dockerfile'))?.[1];
    expect(JSON.parse(dockerCmd ?? '[]')).toEqual(['node', ...SERVER_NODE_ARGS]);
    expect(read('deploy/vaga.service')).toMatch(
      new RegExp(`^ExecStart=/usr/bin/node ${SERVER_NODE_ARGS.join(' ')}$`, 'm'),
    );
  });
});
