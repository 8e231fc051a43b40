// A refused transfer report (spec §5): the browser shows the Thai message; the error carries both.
import { DomainError } from '@rian/domain/errors';
import { PAYMENT_REPORT_MESSAGES, type ReportIssue } from '@rian/domain/payment-report';

export function reportError(issue: ReportIssue): DomainError {
  const details = [{ path: issue.path.join('.'), key: issue.key, message: issue.message.en, message_th: issue.message.th }];
  return new DomainError('INPUT_ERROR', issue.message.th, details);
}

/** spec §5's last check: a slip that is not (or no longer) an upload of the caller. */
export function slipAgainIssue(): ReportIssue {
  return {
    path: ['slip'],
    key: 'slipUploadFailed',
    message: PAYMENT_REPORT_MESSAGES.slipUploadFailed,
    severity: 'error',
    title: PAYMENT_REPORT_MESSAGES.errorTitle,
  };
}
