// Terminal input for the command-line tools: a question whose answer is not echoed, and a value
// piped on standard input.

/** Asks on the terminal without echoing what is typed (a password). */
export function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let answer = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          return resolve(answer);
        }
        if (ch === '\u0003') {
          input.setRawMode(false);
          return reject(new Error('cancelled'));
        }
        if (ch === '\u007f') answer = answer.slice(0, -1);
        else answer += ch;
      }
    };
    input.on('data', onData);
  });
}

/** Everything piped on standard input, without the final line break. */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}
