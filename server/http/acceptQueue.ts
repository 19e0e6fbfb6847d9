// Environment: server How many connections the kernel has completed on a listening socket that the
// process has not accepted yet (docs/operations.md#shutdown). Closing a listener resets every one
// of them, although their clients have already sent their requests; a graceful shutdown closes it
// only when this is zero.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { endianness } from 'node:os';

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

/** TCP_ESTABLISHED and TCP_SYN_RECV in /proc/net/tcp's `st` column. */
const ESTABLISHED_STATE = '01';
const SYN_RECEIVED_STATE = '03';

/** A connection to the listener's port, as the kernel lists it. */
export type PortConnection = {
  /** The client's end, as `addressKey` writes it. */
  remote: string;
  /**
   * True for a handshake the listener answered whose last ACK it has not taken in: among them
   * clients whose final ACK was dropped because the accept queue was full. They believe
   * themselves connected and have sent their request; closing the listener resets them.
   */
  handshake: boolean;
};

/**
 * The established connections and the handshakes in progress on `port` (accepted or not: the
 * kernel does not say which), from /proc/net/tcp or tcp6. Reads the whole table, which grows
 * with every open connection, so it is meant for the moment a caller is about to act on it.
 * Undefined where the kernel does not say.
 */
export function connectionsToPort(port: number, family: 'IPv4' | 'IPv6'): PortConnection[] | undefined {
  let table: string;
  try {
    table = readFileSync(family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp', 'latin1');
  } catch {
    return undefined;
  }
  const found: PortConnection[] = [];
  for (const line of table.split('\n').slice(1)) {
    const [, local, remote, state] = line.trim().split(/\s+/);
    if (!local || !remote || (state !== ESTABLISHED_STATE && state !== SYN_RECEIVED_STATE)) {
      continue;
    }
    const [, localPort] = local.split(':');
    if (Number.parseInt(localPort ?? '', 16) !== port) continue;
    const [address = '', remotePort = ''] = remote.split(':');
    found.push({
      remote: addressKey(addressFromProc(address), Number.parseInt(remotePort, 16)),
      handshake: state === SYN_RECEIVED_STATE,
    });
  }
  return found;
}

/**
 * One spelling of an address and port, whichever side reports it: an IPv4 client of a dual-stack
 * listener is `::ffff:127.0.0.1` to Node and 127.0.0.1 to its own socket.
 */
export function addressKey(address: string, port: number): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return `${mapped[1]}|${port}`;
  if (!address.includes(':')) return `${address}|${port}`;
  // The URL parser writes every IPv6 address one way (compressed, lower case).
  return `${new URL(`http://[${address}]/`).hostname}|${port}`;
}

/** /proc/net/tcp writes addresses as the kernel holds them: 32-bit words in host byte order. */
function addressFromProc(hex: string): string {
  const words = (hex.match(/.{8}/g) ?? []).map((word) =>
    endianness() === 'LE' ? (word.match(/../g) ?? []).reverse().join('') : word,
  );
  const bytes = Buffer.from(words.join(''), 'hex');
  if (bytes.length === 4) return bytes.join('.');
  // An IPv4 client of a dual-stack listener (::ffff:a.b.c.d).
  if (bytes.subarray(0, 10).every((byte) => byte === 0) && bytes.readUInt16BE(10) === 0xffff) {
    return bytes.subarray(12).join('.');
  }
  return Array.from({ length: 8 }, (_, index) => bytes.readUInt16BE(index * 2).toString(16)).join(':');
}
