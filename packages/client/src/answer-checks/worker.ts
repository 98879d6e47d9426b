// The worker that checks the services' answers (../check-answer.ts): one request, one response, by id.
import { runCheck, type CheckRequest, type CheckResponse } from './checks';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckResponse): void;
};

scope.onmessage = ({ data: { id, check, answer } }) => scope.postMessage({ id, result: runCheck(check, answer) });
