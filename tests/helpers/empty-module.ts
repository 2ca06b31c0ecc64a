// Stands in for the "server-only" marker package when server modules are unit-tested in Node.
export {};
