import {Await} from 'react-router';
import type {RenderedModules} from '~/lib/product/loader.server';
import {ModuleList} from '~/modules/ModuleRenderer';

/** The CMS modules below the product, streamed: drawn when the loader's promise resolves, nothing on failure. */
export default function ProductModules({modules, now}: {modules: Promise<RenderedModules>; now: number}) {
  return (
    <Await resolve={modules} errorElement={null}>
      {(data) =>
        data.modules.length ? <ModuleList modules={data.modules} now={now} navigation={data.navigation} /> : null
      }
    </Await>
  );
}
