import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {BackgroundVideo} from '~/components/Video/BackgroundVideo';
import {imageUrl, VIDEO_COVER_QUALITY} from '~/lib/images';
import {CmsImage} from '../shared/CmsImage';
import {CARD_GRID_SIZES} from '../shared/cmsImageWidths';
import {BadgeList} from '../shared/ProductPrice';
import {CardModule} from '../shared/CardModule';
import * as shared from '../shared/shared.css';
import type {ModuleWorkoutActivities} from '../types';

/** rules:content-fields workout activities: name, activity level (default 'Breathe'), badge, short description, image and a link to the target page. */
export function WorkoutActivities({module, anchor}: {module: ModuleWorkoutActivities; anchor: string}) {
  return (
    <CardModule
      anchor={anchor}
      testId="workout-activities"
      title={module.title}
      subtitle={module.subtitle}
      items={(module.activitiesCollection?.items ?? []).filter((activity) => activity?.name)}
      card={(activity) => (
        <li className={shared.card}>
          {activity.video?.url ? (
            // rules:content-fields: a workout with a video shows it as a muted background loop (plays when half in view).
            <BackgroundVideo
              src={activity.video.url}
              poster={
                activity.image?.url
                  ? imageUrl(activity.image.url, {
                      width: 640,
                      quality: VIDEO_COVER_QUALITY,
                    })
                  : null
              }
              width={activity.video.width ?? activity.image?.width}
              height={activity.video.height ?? activity.image?.height}
              label={activity.name ?? 'Workout'}
            />
          ) : (
            <CmsImage asset={activity.image} width={640} sizes={CARD_GRID_SIZES} alt="" />
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
      )}
      cta={module.cta}
    />
  );
}
