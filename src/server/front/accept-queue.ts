import { readFileSync } from "node:fs";
import { Server as NetServer, type AddressInfo } from "node:net";

/**
 * Stopping without resetting connections. The kernel completes a client's connection before
 * the process accepts it, and the client sends its request at once; closing the listening
 * socket resets every connection not yet accepted, so those requests fail after they were
 * sent, which a proxy cannot resend if they are POSTs. Node accepts one waiting connection per
 * turn of its event loop, so under load a dozen wait at any moment (14 of 16 clients posting on
 * new connections, measured). Linux shows them in /proc/net/tcp (tcp6 for IPv6): the rx_queue of
 * the port's LISTEN row (completed, waiting to be accepted) and its SYN_RECV rows (half-way
 * through the handshake). What it cannot close: a handshake completing in the instant between
 * the last look and the close is still reset (tests/integration/shutdown.test.ts).
 */

/** Connections waiting to be accepted by the socket listening on `port`, or still in their handshake, read from the text of /proc/net/tcp (or tcp6). */
export function waitingInListenRows(procNetTcp: string, port: number): number {
  const portSuffix = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  let waiting = 0;
  for (const line of procNetTcp.split("\n").slice(1)) {
    // sl local_address rem_address st tx_queue:rx_queue ... (hexadecimal; st 0A is LISTEN, 03 SYN_RECV)
    const [, local, , state, queues] = line.trim().split(/\s+/);
    if (!local?.endsWith(portSuffix)) continue;
    if (state === "0A" && queues) waiting += parseInt(queues.split(":")[1] ?? "0", 16);
    if (state === "03") waiting += 1;
  }
  return waiting;
}

/** Null where /proc/net cannot be read (not Linux): then nobody can tell, and the socket is closed at once. */
function connectionsWaitingToBeAccepted({ port, family }: AddressInfo): number | null {
  try {
    return waitingInListenRows(readFileSync(family === "IPv6" ? "/proc/net/tcp6" : "/proc/net/tcp", "utf8"), port);
  } catch {
    return null;
  }
}

/** The listening handle under net.Server; `listen` again on it (libuv's uv_listen) only changes the socket's backlog. */
interface ListenHandle {
  listen(backlog: number): number;
}

/**
 * Closes `server`'s listening socket (net's close, which leaves open connections alone) once no
 * connection waits to be accepted. First the backlog drops to 0: the kernel then holds at most
 * one completed connection and leaves further clients' SYNs unanswered (they try again a
 * second later and are refused, which a proxy resends elsewhere even for a POST). Node accepts
 * the waiting one on its next turn; right after that accept none waits, so the socket closes
 * then (or at once if none waits now, or after `maxWaitMs` at the latest). Connections accepted
 * meanwhile are served like any other. `onStoppedListening` runs as the listening socket
 * closes; `onClosed` when the server has closed, once every connection has ended.
 */
export function closeWhenNoneWaiting(
  server: NetServer,
  maxWaitMs: number,
  { onStoppedListening, onClosed }: { onStoppedListening: () => void; onClosed: () => void },
): void {
  const address = server.address() as AddressInfo | null;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    server.off("connection", closeIfNoneWaiting);
    // net's own close: http's would also end idle keep-alive connections at once.
    NetServer.prototype.close.call(server, () => onClosed());
    onStoppedListening();
  };
  const noneWaiting = () => address === null || (connectionsWaitingToBeAccepted(address) ?? 0) === 0;
  // A tick runs after the accepted connection's own handlers, before the loop turns again.
  const closeIfNoneWaiting = () => process.nextTick(() => noneWaiting() && close());
  const timer = setTimeout(close, maxWaitMs);
  (server as unknown as { _handle?: ListenHandle | null })._handle?.listen(0);
  if (noneWaiting()) close();
  else server.on("connection", closeIfNoneWaiting);
}
