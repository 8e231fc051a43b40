// The request payloads of spec §3 (registration, contact form, order, payment report, tax invoice,
// upload component data). Their schemas carry the rules and the Thai messages of packages/domain,
// so the browser's forms and the server's validation say the same thing in the same order.
export * from '@rian/domain/payloads';
