// The server tests' factories, under one short path for the end-to-end tests: each test builds the
// records it needs (a course, a buyer, an order at a given state) on its own database.
export * from '../apps/server/test/factories/index.ts';
