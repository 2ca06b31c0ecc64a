import { describe, expect, it } from "vitest";
import { waitingInListenRows } from "@/server/front/accept-queue";

// Rows as Linux writes /proc/net/tcp: a listener on 127.0.0.1:3000 (0BB8) with 3 completed
// connections waiting, one of its connections half-way through the handshake, an accepted
// one, a client socket whose remote port is 3000, and another listener.
const PROC_NET_TCP = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:0BB8 00000000:0000 0A 00000000:00000003 00:00000000 00000000     0        0 4159170 1 0000000000000000 100 0 0 10 0
   1: 0100007F:0BB8 0100007F:A1B2 03 00000000:00000000 01:00000064 00000000     0        0 0 1 0000000000000000
   2: 0100007F:0BB8 0100007F:A1B3 01 00000000:00000000 00:00000000 00000000     0        0 4159171 1 0000000000000000 20 4 30 10 -1
   3: 0100007F:A1B4 0100007F:0BB8 01 00000000:00000000 00:00000000 00000000     0        0 4159172 1 0000000000000000 20 4 30 10 -1
   4: 00000000:0BB9 00000000:0000 0A 00000000:00000005 00:00000000 00000000     0        0 1289 1 0000000000000000 100 0 0 10 0
`;

describe("waitingInListenRows", () => {
  it("counts the listener's waiting connections and its handshakes, nothing else", () => {
    expect(waitingInListenRows(PROC_NET_TCP, 3000)).toBe(4);
    expect(waitingInListenRows(PROC_NET_TCP, 3001)).toBe(5);
    expect(waitingInListenRows(PROC_NET_TCP, 4000)).toBe(0);
    expect(waitingInListenRows("", 3000)).toBe(0);
  });
});
