import type {Document} from '@contentful/rich-text-types';
import {RichText} from '~/components/RichText/RichText';
import type {ArticleAuthorCard} from '~/lib/blog/blog.server';
import {CmsImage} from '../shared/CmsImage';
import * as shared from '../shared/shared.css';
import * as styles from './Blog.css';

/** rules:content-fields author card: portrait, name, title, bio, Q&A and social links. */
export function AuthorCard({author}: {author: ArticleAuthorCard}) {
  const headingId = `author-${author.id}`;
  return (
    <section className={styles.authorCard} aria-labelledby={headingId} data-testid="author-card">
      <CmsImage asset={author.media} width={192} sizes="96px" alt="" className={styles.portrait} />
      <div className={styles.authorBody}>
        <h3 id={headingId} className={shared.cardTitle}>
          {author.fullName}
        </h3>
        {author.title ? <p className={shared.eyebrow}>{author.title}</p> : null}
        {author.longBio?.json ? (
          <RichText document={author.longBio.json as Document} />
        ) : author.shortBio ? (
          <p>{author.shortBio}</p>
        ) : null}
        {author.questions.length ? (
          <dl className={styles.qa}>
            {author.questions.map((pair) => (
              <div key={pair.question}>
                <dt className={styles.qaQuestion}>{pair.question}</dt>
                <dd>{pair.answer}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {author.socialLinks.length ? (
          <ul className={styles.socials} aria-label={`${author.fullName} elsewhere`}>
            {author.socialLinks.map((link) => (
              <li key={link.url}>
                <a
                  className={shared.textLink}
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.alt}
                >
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
