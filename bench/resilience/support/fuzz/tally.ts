import { printAligned } from '../../../print-aligned';
import { count } from '../stats';
import type { Identity } from './identities';
import type { RawAnswer } from './raw-http';
import { summarize, type RequestSpec } from './request-spec';

export interface Outcome {
  operation: string;
  identity: Identity;
  label: string;
  request: RequestSpec;
  answer: RawAnswer;
}

interface Example {
  outcome: Outcome;
  count: number;
  labels: Map<string, number>;
}

/** The bucket an answer falls in: '2xx'..'5xx', 'timeout', 'network error', or 'not sent'. */
function answerClass(answer: RawAnswer): string {
  if (answer.status === -1) return 'not sent';
  if (answer.status === 0) return answer.error === 'timeout' ? 'timeout' : 'network error';
  return `${Math.floor(answer.status / 100)}xx`;
}

/** A case's label without the field it names: 'nul:fullName' → 'nul', 'path:id:%00' → 'path:%00'. */
function kindOfRequest(label: string): string {
  const [first, second, third] = label.split(':');
  if ((first === 'path' || first === 'query') && third) return `${first}:${third}`;
  if (first === 'multipart' && second) return `multipart:${second}`;
  return first!;
}

/** What the fuzz saw: answers by class, and for 5xx, timeouts and network errors, where and one example. */
export class Tally {
  total = 0;
  readonly byClass = new Map<string, number>();
  readonly serverErrors = new Map<string, Example>();
  readonly hangs: Outcome[] = [];
  readonly networkErrors = new Map<string, Example>();
  readonly serverErrorsByMutation = new Map<string, number>();

  record(outcome: Outcome): void {
    this.total++;
    const kind = answerClass(outcome.answer);
    this.byClass.set(kind, (this.byClass.get(kind) ?? 0) + 1);
    if (kind === '5xx') {
      this.remember(this.serverErrors, outcome);
      const mutation = kindOfRequest(outcome.label);
      this.serverErrorsByMutation.set(mutation, (this.serverErrorsByMutation.get(mutation) ?? 0) + 1);
    }
    if (kind === 'timeout') this.hangs.push(outcome);
    if (kind === 'network error') this.remember(this.networkErrors, outcome);
  }

  count(kind: string): number {
    return this.byClass.get(kind) ?? 0;
  }

  private remember(into: Map<string, Example>, outcome: Outcome): void {
    const example = into.get(outcome.operation) ?? { outcome, count: 0, labels: new Map<string, number>() };
    example.count++;
    example.labels.set(outcome.label, (example.labels.get(outcome.label) ?? 0) + 1);
    into.set(outcome.operation, example);
  }

  print(): void {
    printAligned(
      ['2xx', '3xx', '4xx', '5xx', 'timeout', 'network error', 'not sent']
        .filter((kind) => kind !== 'not sent' || this.count(kind) > 0)
        .map((kind) => ({ answers: kind, requests: count(this.count(kind)) })),
    );

    const errors = [...this.serverErrors].sort((a, b) => b[1].count - a[1].count);
    console.log(`\n5xx answers: ${count(this.count('5xx'))}, on ${errors.length} operations`);
    if (errors.length > 0) {
      printAligned(
        errors.map(([operation, example]) => ({
          operation,
          '5xx': count(example.count),
          'requests that gave it': [...example.labels]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 4)
            .map(([label, n]) => `${label} (${n})`)
            .join(', '),
        })),
      );
      console.log('\n5xx by kind of request');
      printAligned([...this.serverErrorsByMutation].sort((a, b) => b[1] - a[1]).map(([kind, n]) => ({ kind, '5xx': count(n) })));
      console.log('\nOne example per operation');
      for (const [operation, { outcome }] of errors) printExample(operation, outcome);
    }

    console.log(`\nRequests that hung past the timeout: ${this.hangs.length}`);
    for (const outcome of this.hangs.slice(0, 20)) {
      console.log(
        `  ${outcome.operation} as ${outcome.identity}, ${outcome.label}: ${outcome.request.method} ${outcome.request.target.slice(0, 200)}`,
      );
    }
    if (this.networkErrors.size > 0) {
      console.log(`\nNetwork errors (connection reset or refused): ${count(this.count('network error'))}`);
      for (const [operation, { outcome, count: n }] of this.networkErrors) {
        console.log(`  ${operation}: ${n}, e.g. as ${outcome.identity}, ${outcome.label}: ${outcome.answer.error}`);
      }
    }
  }
}

function printExample(operation: string, { identity, label, request, answer }: Outcome): void {
  console.log(`\n[${operation}] as ${identity}, ${label}`);
  console.log(`  request: ${request.method} ${request.target.slice(0, 300)}`);
  console.log(`  content-type: ${request.headers['content-type'] ?? '(none)'}; body: ${summarize(request.body)}`);
  console.log(`  answer: ${answer.status} ${answer.body.replace(/\s+/g, ' ').slice(0, 400)}`);
}
