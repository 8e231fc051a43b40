// spec §3 bank list option: the banks a transfer may come from (PromptPay is a scheme, not a source bank).
import { transferSourceBanks } from '@rian/domain/banks';

export interface BankOption {
  banktransfer_value: string;
  banktransfer_nameth: string;
  banktransfer_nameen: string;
}

export function listBankOptions(): BankOption[] {
  return transferSourceBanks().map((b) => ({
    banktransfer_value: b.code,
    banktransfer_nameth: b.name_th,
    banktransfer_nameen: b.name_en,
  }));
}
