/**
 * The client's socket address, for route code that counts requests per address (rate
 * limits): Next's request has no socket, so the front server passes it in this header,
 * after deleting any of that name a client sent (every `x-barshelf-` header is ours).
 */
export const CLIENT_IP_HEADER = "x-barshelf-client-ip";
