import { Writable } from 'node:stream';

/** A stream standing in for stdout or stderr of a CLI under test; `text()` is what it was sent. */
export function collectOutput() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString('utf8');
      done();
    },
  });
  return { stream, text: () => text };
}
