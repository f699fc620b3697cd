import type {ReactNode} from 'react';
import type {CmsAsset} from '../types';
import {CmsImage} from './CmsImage';
import * as shared from './shared.css';

/** A person as a card: portrait, name (h3), role, bio, and what the module adds below. */
export function PersonCard({
  photo,
  name,
  role,
  bio,
  children,
}: {
  photo: CmsAsset | null | undefined;
  name: string | null;
  role: string | null | undefined;
  bio: string | null | undefined;
  children?: ReactNode;
}) {
  return (
    <li className={shared.card}>
      <CmsImage asset={photo} width={480} sizes="(width <= 768px) 50vw, 25vw" alt="" className={shared.portrait} />
      <div className={shared.cardBody}>
        <h3 className={shared.cardTitle}>{name}</h3>
        <p className={shared.eyebrow}>{role}</p>
        {bio ? <p>{bio}</p> : null}
        {children}
      </div>
    </li>
  );
}
