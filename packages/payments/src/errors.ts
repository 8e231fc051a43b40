// The two ways a provider call fails. Neither carries a secret in its message.

/** The provider refused, answered something unreadable, or could not be reached. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly provider: string,
    message: string,
    /** The provider's own code when it gave one ("card_declined", "4001", …). */
    readonly providerCode: string | null = null,
  ) {
    super(`${provider}: ${message}`);
  }
}

/** A callback whose signature is missing or wrong, or whose content cannot be read. */
export class CallbackRefused extends Error {
  override readonly name = 'CallbackRefused';
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`${provider} callback refused: ${reason}`);
  }
}
