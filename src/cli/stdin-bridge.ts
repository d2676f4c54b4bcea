// Stdin for the solving thread, read by the main thread. A socket or a terminal on fd 0 cannot be
// read without blocking from a worker (a pipe can: input.ts reopens it), and a thread blocked in
// read() can be stopped by nothing: at the deadline the process printed 'unknown' and then never
// exited. So the worker asks the main thread, which reads stdin asynchronously, and waits in
// Atomics.wait, which process.exit does interrupt.
import { fstatSync } from 'node:fs';
import { MessageChannel, type MessagePort, receiveMessageOnPort } from 'node:worker_threads';
import { setStdinReader } from '../kind/input.ts';

type Reply = { text: string } | { tooLarge: true } | { error: string };

/** The worker's end: a port to ask on and a flag to wait on. */
export interface Bridge {
  port: MessagePort;
  flag: SharedArrayBuffer;
}

/** Fd 0 is one the worker could block on for good: a socket or a terminal. */
function blocking(): boolean {
  try {
    const stat = fstatSync(0);
    return stat.isSocket() || stat.isCharacterDevice();
  } catch {
    return false;
  }
}

/** Main thread: the bridge to hand the worker (with its port in the transfer list), or none when not needed. */
export function openBridge(): Bridge | undefined {
  if (!blocking()) return undefined;
  const { port1, port2 } = new MessageChannel();
  const flag = new SharedArrayBuffer(4);
  port1.once('message', ({ limit }: { limit: number }) => {
    const reply = (message: Reply) => {
      port1.postMessage(message);
      Atomics.store(new Int32Array(flag), 0, 1);
      Atomics.notify(new Int32Array(flag), 0);
      port1.close();
    };
    const chunks: Buffer[] = [];
    let total = 0;
    process.stdin.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        process.stdin.pause();
        reply({ tooLarge: true });
      } else chunks.push(chunk);
    });
    process.stdin.once('end', () => reply({ text: Buffer.concat(chunks).toString('utf8') }));
    process.stdin.once('error', (error: NodeJS.ErrnoException) => reply({ error: error.code ?? error.message }));
  });
  // The port alone must not keep the process alive once the command has answered.
  port1.unref();
  return { port: port2, flag };
}

/** Worker: reads stdin through the bridge (input.ts calls this for '-'). */
export function useBridge(bridge: Bridge | undefined): void {
  if (!bridge) return;
  setStdinReader((limit) => {
    bridge.port.postMessage({ limit });
    Atomics.wait(new Int32Array(bridge.flag), 0, 0);
    // The main thread's answer, which it has posted before it woke us (Node types messages as any).
    const reply = receiveMessageOnPort(bridge.port)?.message as Reply;
    if ('text' in reply) return { text: reply.text };
    return 'tooLarge' in reply ? { tooLarge: true } : { error: reply.error };
  });
}
