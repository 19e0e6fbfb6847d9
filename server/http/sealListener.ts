// Environment: server Closes a listener without resetting a client (docs/operations.md#shutdown:
// SIGTERM with clients still sending). Closing a listening socket resets every connection the
// kernel completed that the process has not accepted yet, and every handshake it answered: their
// clients have sent their requests and see ECONNRESET. Clients still sending refill the accept
// queue as fast as the loop empties it, so waiting for it to empty is not enough (README,
// Stopping). Instead the queue is filled with connections of the server's own ("plugs"): while it
// is full, Linux drops every new connection attempt (a SYN, which its client retries a second later
// and then finds refused) and holds back the last ACK of handshakes already answered. Each
// connection the loop accepts, a client's or a plug, is replaced at once by a plug, so the clients
// in the queue dwindle, one a turn, to none; the listener closes at a moment /proc/net/tcp shows
// the queue full of plugs only and no client's handshake under way, so the close resets plugs
// alone.
import { connect, type Server, type Socket } from 'node:net';
import { acceptQueueLength, addressKey, connectionsToPort } from './acceptQueue.js';

/**
 * The listen backlog while shutting down: a queue of backlog + 1 (Linux's `sk_acceptq_is_full`)
 * takes that many plugs to fill. Not 1: Linux answers a SYN with a SYN cookie (keeping no record
 * of the handshake, which /proc/net/tcp then cannot show) once as many handshakes as the backlog
 * are in progress.
 */
const SHUTDOWN_BACKLOG = 8;
const QUEUE_CAPACITY = SHUTDOWN_BACKLOG + 1;
/** Whatever goes wrong, no more plugs than this are open at once. */
const MAX_PLUGS = QUEUE_CAPACITY * 4;
/**
 * Libuv accepts one connection per turn of the loop; should it take several, the plugs that
 * replace them are bounded, lest it go on accepting plugs for good.
 */
const MAX_REFILLS_PER_TURN = QUEUE_CAPACITY;
/** How often the queue is looked at while left open for a client's handshake to complete. */
const OPEN_QUEUE_CHECK_MS = 5;

export type ListenerSeal = {
  /**
   * Call for every connection the server accepts while sealing: true for a plug, which it has
   * discarded (the server must not serve it).
   */
  accepted: (socket: Socket) => boolean;
  /** Closes the listener now, whatever waits (the caller's time limit). */
  closeNow: () => void;
};

/** A connection of the server's own: placed to fill the queue, or to refill a slot an accept freed. */
type Plug = {
  socket: Socket;
  refill: boolean;
  connectIssued: boolean;
  connectingLastTurn: boolean;
};

/**
 * Closes `server`'s listener, through `close`, at a moment it resets no client connection:
 * `verified` says /proc/net/tcp showed that moment. Where the kernel does not say (not Linux),
 * the listener closes right after the loop accepted a full queue of plugs, every accepted plug
 * replaced at once, so only a client whose connection completed in the microseconds between
 * one accept and the next plug can be reset.
 */
export function sealListener(server: Server, close: (verified: boolean) => void): ListenerSeal {
  const plugs = new Set<Plug>();
  let closed = false;
  let nextTurn: NodeJS.Immediate | undefined;
  let nextLook: NodeJS.Timeout | undefined;
  const closeOnce = (verified: boolean) => {
    if (closed) return;
    closed = true;
    clearImmediate(nextTurn);
    clearTimeout(nextLook);
    close(verified);
    // Those in the queue were reset by the close; the others never got in.
    for (const plug of plugs) plug.socket.destroy();
    plugs.clear();
  };

  const address = server.address();
  if (typeof address !== 'object' || !address) {
    closeOnce(false);
    return { accepted: () => false, closeNow: () => {} };
  }
  const { port } = address;
  const family = address.family === 'IPv6' ? 'IPv6' : 'IPv4';
  const unspecified = { '0.0.0.0': '127.0.0.1', '::': '::1' }[address.address];
  const host = unspecified ?? address.address;
  // Linux lets a listening socket's backlog be changed by listening again; Node has no public
  // call for it. The queue then holds at most QUEUE_CAPACITY.
  const handle = (server as unknown as { _handle?: { listen?: (backlog: number) => number } })._handle;
  handle?.listen?.(SHUTDOWN_BACKLOG);

  const placePlug = (refill: boolean) => {
    const socket = connect({ port, host });
    const plug: Plug = { socket, refill, connectIssued: false, connectingLastTurn: false };
    plugs.add(plug);
    // Node issues connect() on the next tick: before it, the plug's own address is unknown (and
    // asking would cache an empty one). On loopback the handshake completes within that call.
    process.nextTick(() => (plug.connectIssued = true));
    // Refused or reset once the listener closes, as meant.
    socket.on('error', () => {});
    socket.once('close', () => plugs.delete(plug));
  };
  const plugKey = (plug: Plug) => {
    if (!plug.connectIssued) return undefined;
    const { localAddress, localPort } = plug.socket;
    return localAddress && localPort ? addressKey(localAddress, localPort) : undefined;
  };
  const fillPlugs = () => [...plugs].filter((plug) => !plug.refill).length;

  /**
   * What the kernel holds for the listener, undefined where it does not say. The whole table is
   * read only when it matters: the queue full, or a client's handshake known to wait.
   */
  const queueState = (readTable: boolean) => {
    const queued = acceptQueueLength(port, family);
    if (queued === undefined) return undefined;
    if (!readTable && queued < QUEUE_CAPACITY) {
      return { queued, plugsQueued: 0, clientHandshakes: 0 };
    }
    const ours = new Set([...plugs].map(plugKey));
    let plugsQueued = 0;
    let clientHandshakes = 0;
    for (const connection of connectionsToPort(port, family) ?? []) {
      // A plug the loop accepted is reset at once: an established one is still queued.
      if (ours.has(connection.remote)) plugsQueued += connection.handshake ? 0 : 1;
      else if (connection.handshake) clientHandshakes += 1;
    }
    return { queued, plugsQueued, clientHandshakes };
  };

  /**
   * Set while a client's handshake waits for room in the queue (its last ACK dropped while the
   * queue was full): no plugs until it is in, so that its next retransmission finds room.
   */
  let leftOpen = false;
  /** Closes if only plugs wait; `rolledOver`: the loop has just accepted a full fill of plugs. */
  const closeIfOnlyPlugsWait = (rolledOver: boolean) => {
    if (closed) return;
    const state = queueState(false);
    if (!state) {
      if (rolledOver) closeOnce(false);
      return;
    }
    const sealed = state.queued >= QUEUE_CAPACITY && state.plugsQueued >= state.queued;
    if (sealed && state.clientHandshakes === 0) closeOnce(true);
    else leftOpen = state.clientHandshakes > 0;
  };

  let refillsThisTurn = 0;
  /** Once a turn of the loop, after its poll phase has accepted what was queued. */
  const turn = () => {
    if (closed) return;
    refillsThisTurn = 0;
    if (leftOpen) {
      const state = queueState(true);
      leftOpen = state !== undefined && state.clientHandshakes > 0;
      if (leftOpen) {
        nextLook = setTimeout(turn, OPEN_QUEUE_CHECK_MS);
        return;
      }
    }
    // Plugs still connecting a turn after they were placed found the queue full (their SYN
    // dropped): their retry would come a second later. Fresh ones take their place. (One placed
    // during the poll phase is told it connected only in the next one.)
    for (const plug of plugs) {
      if (!plug.connectIssued || !plug.socket.connecting) continue;
      if (plug.connectingLastTurn) {
        plug.socket.destroy();
        plugs.delete(plug);
      } else {
        plug.connectingLastTurn = true;
      }
    }
    // Where the kernel does not say how many wait, the fill plugs not yet accepted stand in.
    const waiting = acceptQueueLength(port, family) ?? fillPlugs();
    for (let count = waiting; count < QUEUE_CAPACITY && plugs.size < MAX_PLUGS; count += 1) {
      placePlug(false);
    }
    // After the plugs' connect() calls, which Node issues on the next tick.
    process.nextTick(() => {
      closeIfOnlyPlugsWait(false);
      if (closed) return;
      if (leftOpen) nextLook = setTimeout(turn, OPEN_QUEUE_CHECK_MS);
      else nextTurn = setImmediate(turn);
    });
  };
  turn();

  return {
    accepted(socket) {
      const { remoteAddress, remotePort } = socket;
      const key = remoteAddress && remotePort ? addressKey(remoteAddress, remotePort) : undefined;
      const plug = key === undefined ? undefined : [...plugs].find((each) => plugKey(each) === key);
      if (plug) {
        // A reset leaves no TIME_WAIT behind on either side.
        socket.resetAndDestroy();
        plug.socket.destroy();
        plugs.delete(plug);
      }
      if (closed || leftOpen || refillsThisTurn >= MAX_REFILLS_PER_TURN) return plug !== undefined;
      // The slot this accept freed is taken by a plug at once (its connect() runs before the
      // loop accepts again), so clients can no longer get in: each turn the queue holds one
      // client fewer, until only plugs wait. A client can slip in only in the microseconds
      // between an accept and the next plug.
      refillsThisTurn += 1;
      placePlug(true);
      // Where the kernel does not say what waits, the moment to close is when the loop has
      // accepted every plug of the first fill, and so everything queued ahead of them.
      const rolledOver = plug !== undefined && !plug.refill && fillPlugs() === 0;
      process.nextTick(() => closeIfOnlyPlugsWait(rolledOver));
      return plug !== undefined;
    },
    closeNow: () => closeOnce(false),
  };
}
