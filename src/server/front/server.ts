import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { NotFoundError } from "@/domain/errors";
import { describeError, log } from "../log";
import { answerApiRequest, type ApiRoute } from "./api-routes";
import { IMAGE_PREFIX, type ImageRoute } from "./image-route";
import { stripInternalHeaders } from "./internal-headers";
import { sendJson } from "./respond";

/**
 * The one HTTP server of a Barshelf process, in front of Next (Next's documented
 * custom server): it answers images itself, answers unknown API paths and methods
 * with JSON, removes Next's internal headers from outside requests, and hands
 * everything else to Next's request handler.
 */
export interface FrontServerOptions {
  next: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  images: ImageRoute;
  apiRoutes: readonly ApiRoute[];
}

/**
 * The client's socket address, for route code that counts requests per address (rate
 * limits): Next's request has no socket, so the front server passes it in this header,
 * after deleting any of that name a client sent (every `x-barshelf-` header is ours).
 */
export const CLIENT_IP_HEADER = "x-barshelf-client-ip";

/** A request id a client or proxy sent, if it looks like one; else a new one. */
function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers["x-request-id"];
  return typeof sent === "string" && /^[\w-]{1,64}$/.test(sent) ? sent : randomUUID();
}

export interface FrontServer {
  server: Server;
  /**
   * Stops accepting connections, closes idle keep-alive ones, answers what is in flight
   * (and anything still sent on an open connection) with `Connection: close`, and
   * resolves once every connection is gone; past `graceMs` the rest are cut.
   */
  shutdown(graceMs: number): Promise<{ forced: boolean; inFlight: number }>;
}

export function createFrontServer({ next, images, apiRoutes }: FrontServerOptions): FrontServer {
  const inFlight = new Set<ServerResponse>();
  let closing = false;

  async function dispatch(req: IncomingMessage, res: ServerResponse, pathname: string, requestId: string) {
    if (pathname === "/object-images" || pathname === "/object-images/") throw new NotFoundError();
    if (pathname.startsWith(IMAGE_PREFIX)) return images(req, res, pathname, requestId);

    const api = pathname === "/api" || pathname.startsWith("/api/");
    stripInternalHeaders(req, api);
    req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? "";
    if (api) {
      const answer = answerApiRequest(apiRoutes, req.method ?? "GET", pathname);
      if (answer.status === 404) throw new NotFoundError();
      if (answer.status === 405) {
        sendJson(res, 405, { error: "Method not allowed" }, { Allow: answer.allow, "X-Request-Id": requestId });
        return;
      }
    }
    await next(req, res);
  }

  const server = createServer((req, res) => {
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const pathname = query === -1 ? url : url.slice(0, query);
    const requestId = requestIdOf(req);
    inFlight.add(res);
    if (closing) res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight.delete(res);
      if (closing) setImmediate(() => server.closeIdleConnections());
      // The client left before the whole answer was sent: not an error of ours.
      if (!res.writableFinished) log.info("client went away", { requestId, method: req.method, path: pathname });
    });
    dispatch(req, res, pathname, requestId).catch((err: unknown) => {
      if (err instanceof NotFoundError) {
        if (!res.headersSent) sendJson(res, 404, { error: err.message }, { "X-Request-Id": requestId });
        return;
      }
      log.error("request failed", { requestId, method: req.method, path: pathname, ...describeError(err) });
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { error: "Internal server error" }, { "X-Request-Id": requestId });
    });
  });

  async function shutdown(graceMs: number) {
    closing = true;
    const pending = inFlight.size;
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    let forced = false;
    const timer = setTimeout(() => {
      forced = true;
      server.closeAllConnections();
    }, graceMs);
    await closed;
    clearTimeout(timer);
    return { forced, inFlight: pending };
  }

  return { server, shutdown };
}
