import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {BackgroundVideo} from '~/components/Video/BackgroundVideo';
import {imageUrl, VIDEO_COVER_QUALITY} from '~/lib/images';
import {CmsImage} from '../shared/CmsImage';
import {BadgeList} from '../shared/ProductPrice';
import {Cta} from '../shared/Cta';
import {ModuleHeader, Section} from '../shared/Section';
import * as shared from '../shared/shared.css';
import type {ModuleWorkoutActivities} from '../types';

/** spec 3 workout activities: name, activity level (default 'Breathe'), badge, short description, image and a link to the target page. */
export function WorkoutActivities({module, anchor}: {module: ModuleWorkoutActivities; anchor: string}) {
  const titleId = `${anchor}-title`;
  const activities = (module.activitiesCollection?.items ?? []).filter((activity) => activity?.name);
  return (
    <Section anchor={anchor} titleId={titleId} testId="workout-activities">
      <ModuleHeader id={titleId} title={module.title} subtitle={module.subtitle} />
      <ul className={shared.cardGrid}>
        {activities.map((activity) =>
          activity ? (
            <li key={activity.sys.id} className={shared.card}>
              {activity.video?.url ? (
                // spec 2: a workout with a video shows it as a muted background loop (plays when half in view).
                <BackgroundVideo src={activity.video.url} poster={activity.image?.url ? imageUrl(activity.image.url, {width: 640, quality: VIDEO_COVER_QUALITY}) : null} label={activity.name ?? 'Workout'} />
              ) : (
                <CmsImage asset={activity.image} width={640} sizes="(width <= 768px) 100vw, 33vw" alt="" />
              )}
              <div className={shared.cardBody}>
                <p className={shared.eyebrow}>{activity.activityLevel ?? 'Breathe'}</p>
                <BadgeList badges={activity.badge ? [activity.badge] : null} />
                <h3 className={shared.cardTitle}>
                  {activity.targetPath ? (
                    <LocaleLink className={shared.cardLink} to={activity.targetPath}>
                      {activity.name}
                    </LocaleLink>
                  ) : (
                    activity.name
                  )}
                </h3>
                {activity.shortDescription ? <p>{activity.shortDescription}</p> : null}
              </div>
            </li>
          ) : null,
        )}
      </ul>
      <div className={shared.ctaRow}>
        <Cta cta={module.cta} />
      </div>
    </Section>
  );
}
