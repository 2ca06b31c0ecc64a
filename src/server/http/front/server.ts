import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import { NotFoundError } from "@/domain/errors";
import { resolvedSitePath } from "@/domain/safe-next-path";
import { domainErrorAnswer, logStoreFailure } from "../domain-error-answer";
import { describeError, log } from "../../platform/log";
import { isCrossSiteWrite, type WriteRequest } from "../../platform/origins";
import { answerApiRequest, type ApiRoute } from "./api-routes";
import { IMAGE_PREFIX, type ImageRoute } from "./image-route";
import { DRAINING_HEADER, stripInternalHeaders } from "./internal-headers";
import { RECIPE_LIST_PATH, type RecipeListRoute } from "./recipe-list-route";
import { guardPartyRequest } from "./party-guard";
import { sendJson } from "./respond";
import { isRscPageRequest, loginLocationFor } from "./rsc-gate";
import type { SessionReader } from "./session";
import { CLIENT_IP_HEADER } from "../../limits/client-address";
import { isPartyPath } from "@/domain/party";

/**
 * The one HTTP server of a Barshelf process, in front of Next (Next's documented
 * custom server): it answers images and the recipe list itself, answers a method an API path
 * does not serve with a JSON 405, removes Next's internal headers from outside requests, sends RSC requests
 * without a session to the login page, guards a party menu's public paths (party-guard.ts), and
 * hands everything else to Next's request handler.
 */
export interface FrontServerOptions {
  next: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  images: ImageRoute;
  recipeList: RecipeListRoute;
  apiRoutes: readonly ApiRoute[];
  readSession: SessionReader;
}

/**
 * Once the listening socket is closed, a keep-alive connection is closed when it has been
 * idle this long: longer than nginx keeps an idle connection to an instance
 * (deploy/nginx.conf), so that nginx closes it first and never sends a request on a
 * connection this side is closing. Requests that do arrive are answered with `Connection: close`.
 */
const IDLE_AFTER_CLOSE_MS = 1_000;

/** A "." or ".." path segment, percent-encoded or not. */
const DOT_SEGMENT = /\/(\.|%2e){1,2}(\/|$)/i;

/** The front server's request as the same-site rule (src/server/platform/origins.ts) reads it. */
function asWriteRequest(req: IncomingMessage): WriteRequest {
  return {
    method: req.method ?? "GET",
    url: `http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`,
    headers: {
      get(name) {
        const value = req.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(", ") : (value ?? null);
      },
    },
  };
}

/** A request id a client or proxy sent, if it looks like one; else a new one. */
function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers["x-request-id"];
  return typeof sent === "string" && /^[\w-]{1,64}$/.test(sent) ? sent : randomUUID();
}

export interface FrontServer {
  server: Server;
  /**
   * Drains, then stops: for `drainMs` the health check answers 503 "draining" while every
   * request is served as before, so that a balancer polling it stops sending here; then the
   * listening socket closes, idle keep-alive connections close, what is in flight (and
   * anything still sent on an open connection) is answered with `Connection: close`, and it
   * resolves once every connection is gone. Connections left `graceMs` after the close are cut.
   */
  shutdown(times: { drainMs: number; graceMs: number }): Promise<{ forced: boolean; inFlight: number }>;
}

/** The open connections, with the requests being answered on each and since when each has had none. */
class ConnectionTracker {
  readonly inFlight = new Set<ServerResponse>();
  private readonly connections = new Map<Socket, { busy: number; idleSince: number }>();

  add(socket: Socket): void {
    this.connections.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once("close", () => this.connections.delete(socket));
  }

  answering(socket: Socket, res: ServerResponse): void {
    this.inFlight.add(res);
    const connection = this.connections.get(socket);
    if (connection) connection.busy += 1;
    res.once("close", () => {
      this.inFlight.delete(res);
      if (connection) {
        connection.busy -= 1;
        connection.idleSince = Date.now();
      }
    });
  }

  /** Ends the connections idle for `idleMs` or more. */
  endIdle(idleMs: number): void {
    const now = Date.now();
    for (const [socket, c] of this.connections) if (c.busy === 0 && now - c.idleSince >= idleMs) socket.end();
  }

  destroyAll(): void {
    for (const socket of this.connections.keys()) socket.destroy();
  }
}

/** A thrown error as its answer: a domain error (a missing image, a full or unreachable store) as JSON, anything else a logged 500. */
function answerFailure(req: IncomingMessage, res: ServerResponse, err: unknown, { requestId, path }: { requestId: string; path: string }): void {
  const answer = domainErrorAnswer(err);
  if (answer) {
    logStoreFailure(answer, err, { requestId, method: req.method, path });
    if (!res.headersSent) sendJson(res, answer.status, answer.body, { ...answer.headers, "X-Request-Id": requestId });
    return;
  }
  log.error("request failed", { requestId, method: req.method, path, ...describeError(err) });
  if (res.headersSent) res.destroy();
  else sendJson(res, 500, { error: "Internal server error" }, { "X-Request-Id": requestId });
}

export function createFrontServer({ next, images, recipeList, apiRoutes, readSession }: FrontServerOptions): FrontServer {
  const connections = new ConnectionTracker();
  let draining = false;
  let closing = false;

  /**
   * Routes a request. Not async: the image route answers most requests synchronously, and
   * an async function here would cost it a promise (image-route.ts says why that matters).
   * A throw or a rejection is a domain error or a failure, answered by the caller.
   */
  function dispatch(req: IncomingMessage, res: ServerResponse, pathname: string, search: string, requestId: string): void | Promise<void> {
    // "/api/../bar" is "/bar", as a browser would resolve it, not a path under /api.
    if (DOT_SEGMENT.test(pathname)) {
      res.writeHead(308, { Location: resolvedSitePath(pathname) + search, "Cache-Control": "no-store" });
      res.end();
      return;
    }
    if (pathname === "/object-images" || pathname === "/object-images/") throw new NotFoundError();
    if (pathname.startsWith(IMAGE_PREFIX)) return images(req, res, pathname, requestId);
    return dispatchToOthers(req, res, pathname, search, requestId);
  }

  async function dispatchToOthers(req: IncomingMessage, res: ServerResponse, pathname: string, search: string, requestId: string) {
    // A script's token is checked by the route wrapper in Next (routes.ts), never here.
    if (pathname === RECIPE_LIST_PATH && (req.method === "GET" || req.method === "HEAD") && req.headers.authorization === undefined) return recipeList(req, res, requestId);

    const api = pathname === "/api" || pathname.startsWith("/api/");
    stripInternalHeaders(req, api);
    req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? "";
    // The health check reads it to answer 503 "draining".
    if (draining) req.headers[DRAINING_HEADER] = "1";
    if (isPartyPath(pathname)) await guardPartyRequest(req, res);
    if (api) {
      const answer = answerApiRequest(apiRoutes, req.method ?? "GET", pathname);
      if (answer.status === 405) {
        sendJson(res, 405, { error: "Method not allowed" }, { Allow: answer.allow, "X-Request-Id": requestId });
        return;
      }
    } else if (isCrossSiteWrite(asWriteRequest(req))) {
      // Page POSTs are Next's server actions; the API's rule holds for them too (login CSRF
      // and its kin), before Next's own, narrower check.
      sendJson(res, 403, { error: "Forbidden" }, { "X-Request-Id": requestId });
      return;
    } else if (isRscPageRequest(req, pathname, search) && !(await readSession(req))) {
      res.writeHead(307, { Location: loginLocationFor(pathname, search), "Cache-Control": "no-store" });
      res.end();
      return;
    }
    await next(req, res);
  }

  const server = createServer((req, res) => {
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const pathname = query === -1 ? url : url.slice(0, query);
    const search = query === -1 ? "" : url.slice(query);
    const requestId = requestIdOf(req);
    // Route code logs under the same id (src/server/http/routes.ts reads it).
    req.headers["x-request-id"] = requestId;
    connections.answering(req.socket, res);
    if (closing) res.setHeader("Connection", "close");
    res.once("close", () => {
      // The client left before the whole answer was sent: not an error of ours.
      if (!res.writableFinished) log.info("client went away", { requestId, method: req.method, path: pathname });
    });
    const fail = (err: unknown) => answerFailure(req, res, err, { requestId, path: pathname });
    try {
      dispatch(req, res, pathname, search, requestId)?.catch(fail);
    } catch (err) {
      fail(err);
    }
  });

  server.on("connection", (socket: Socket) => connections.add(socket));

  async function shutdown({ drainMs, graceMs }: { drainMs: number; graceMs: number }) {
    draining = true;
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    const pending = connections.inFlight.size;
    closing = true;
    for (const res of connections.inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    const sweep = setInterval(() => connections.endIdle(IDLE_AFTER_CLOSE_MS), 100);
    let forced = false;
    const timer = setTimeout(() => {
      forced = true;
      connections.destroyAll();
    }, graceMs);
    // net's close stops listening and leaves open connections to the sweep above; http's
    // would also end idle keep-alive connections at once, maybe as nginx sends a request on one.
    await new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    clearInterval(sweep);
    clearTimeout(timer);
    return { forced, inFlight: pending };
  }

  return { server, shutdown };
}
