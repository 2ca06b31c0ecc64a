import { connect, createServer, type Socket } from "node:net";

/**
 * A TCP relay in front of a real server (PostgreSQL, S3) that a test can make hang: after
 * `hang()`, it still accepts connections but never answers on any of them, old or new, as a
 * stuck dependency or a dropped network path would.
 */
export interface HangableProxy {
  port: number;
  hang(): void;
  stop(): Promise<void>;
}

export async function startHangableProxy(target: { host: string; port: number }): Promise<HangableProxy> {
  let hanging = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (hanging) return; // accepted, never answered
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => {
      if (!hanging) client.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("proxy has no port");
  return {
    port: address.port,
    hang() {
      hanging = true;
      // Open connections go quiet too: nothing more reaches either side.
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
