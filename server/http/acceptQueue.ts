// Environment: server
// How many connections the kernel has completed on a listening socket that the process has not
// accepted yet (issue 14). Closing a listener resets every one of them, although their clients
// have already sent their requests; a graceful shutdown closes it only when this is zero.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

/** TCP_LISTEN in /proc/net/tcp's `st` column. */
const LISTEN_STATE = '0A';
const CHUNK_BYTES = 4096;

/**
 * Connections waiting to be accepted on `port`, from Linux's /proc/net/tcp (tcp6 for an IPv6
 * listener); undefined where the kernel does not say (another system, no such listener).
 *
 * The kernel lists listening sockets before all others, so this reads only until the first
 * other line: the figure is taken a moment before the caller acts on it, and costs a page of
 * text rather than the whole table (which grows with every open connection).
 */
export function acceptQueueLength(port: number, family: 'IPv4' | 'IPv6'): number | undefined {
  let file: number;
  try {
    file = openSync(family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp', 'r');
  } catch {
    return undefined;
  }
  try {
    const chunk = Buffer.alloc(CHUNK_BYTES);
    let pending = '';
    let header = true;
    for (;;) {
      const read = readSync(file, chunk, 0, CHUNK_BYTES, null);
      if (read === 0) return undefined;
      const lines = (pending + chunk.toString('latin1', 0, read)).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (header) {
          header = false;
          continue;
        }
        // sl local_address rem_address st tx_queue:rx_queue …; for a listener rx_queue is its
        // accept queue (Linux's sk_ack_backlog).
        const [, local, , state, queues] = line.trim().split(/\s+/);
        if (state !== LISTEN_STATE || !local || !queues) return undefined;
        if (Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) !== port) continue;
        return Number.parseInt(queues.slice(queues.indexOf(':') + 1), 16);
      }
    }
  } finally {
    closeSync(file);
  }
}

/** TCP_SYN_RECV: a handshake the listener answered, its last ACK not yet taken in. */
const SYN_RECEIVED_STATE = '03';

/**
 * Handshakes in progress on the listener at `port`: connections whose SYN it answered but which
 * are not in its accept queue yet, among them clients whose final ACK was dropped because the
 * queue was full (they believe themselves connected and have sent their request; they are let
 * in on their next retransmission). Closing the listener resets them too. Reads the whole table,
 * so it is meant for the moment the accept queue is empty. Undefined where the kernel does not
 * say.
 */
export function handshakesInProgress(port: number, family: 'IPv4' | 'IPv6'): number | undefined {
  let table: string;
  try {
    table = readFileSync(family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp', 'latin1');
  } catch {
    return undefined;
  }
  let count = 0;
  for (const line of table.split('\n').slice(1)) {
    const [, local, , state] = line.trim().split(/\s+/);
    if (state !== SYN_RECEIVED_STATE || !local) continue;
    if (Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) === port) count += 1;
  }
  return count;
}
