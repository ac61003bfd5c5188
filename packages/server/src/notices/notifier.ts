import type { Logger } from '../observe/logger.js';
import type { TableServer } from '../realtime/sockets.js';
import { personRoom } from '../realtime/presence.js';
import type { Addressed } from './event-notices.js';
import type { Mailer } from './mailer.js';
import { wants, type NoticeStore } from './store.js';
import type { UnsubscribeLinks } from './unsubscribe.js';

/**
 * Tells people their notices: stored and sent live to the person's own sockets (their room, on
 * every process through the Redis adapter) where they take the kind in the site, and mailed
 * where they take it by e-mail, have a verified address and the club has set up mail. `tell` never
 * throws and never makes its caller wait: a failure is logged, the action that caused it stands.
 */
export class Notifier {
  private io: TableServer | null = null;
  private pending = new Set<Promise<void>>();

  constructor(
    readonly store: NoticeStore,
    readonly mailer: Mailer | null,
    private readonly log: Logger,
    private readonly now: () => number,
    /** Each mail's unsubscribe link (RFC 8058). */
    private readonly unsubscribe: UnsubscribeLinks,
  ) {}

  /** The sockets to reach people on (set once they are attached). */
  deliverTo(io: TableServer): void {
    this.io = io;
  }

  tell(addressed: readonly Addressed[]): void {
    if (addressed.length === 0) return;
    const work = this.deliver(addressed).catch((e: unknown) =>
      this.log.error({ err: e }, 'notices could not be delivered'),
    );
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /** Resolves once the notices told so far are stored, sent and their mails tried (tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
    await this.mailer?.idle();
  }

  private async deliver(addressed: readonly Addressed[]): Promise<void> {
    const at = new Date(this.now()).toISOString();
    const people = new Map(
      (await this.store.recipients(addressed.flatMap((a) => a.to))).map((r) => [r.id, r]),
    );
    for (const { to, notice } of addressed)
      for (const id of new Set(to)) {
        const person = people.get(id);
        if (person === undefined) continue;
        if (wants(person, notice.kind, 'site')) {
          const stored = await this.store.add(id, notice, at);
          const unread = await this.store.unread(id);
          this.io?.to(personRoom(id)).emit('notice:new', { notice: stored, unread });
        }
        // Mailed only to a verified address, each mail with its one-click unsubscribe.
        if (
          this.mailer !== null &&
          person.email !== null &&
          person.emailVerified &&
          wants(person, notice.kind, 'email')
        ) {
          const token = await this.unsubscribe.tokenFor(id, person.email);
          const oneClick = this.mailer.link(`/api/unsubscribe?token=${token}`);
          this.mailer.send({
            to: person.email,
            subject: notice.text,
            text:
              `${notice.text}.\n\nOpen it: ${this.mailer.link(notice.link)}\n\n` +
              `To stop these e-mails, turn them off on your account page: ${this.mailer.link('/account')}\n` +
              `or unsubscribe from them all: ${this.mailer.link(`/unsubscribe?token=${token}`)}\n`,
            headers: {
              'List-Unsubscribe': `<${oneClick}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          });
        }
      }
  }

  /** Tells the person's other tabs their unread count changed. */
  unreadChanged(userId: string, unread: number): void {
    this.io?.to(personRoom(userId)).emit('notice:unread', { unread });
  }
}
