// Why this file exists: the classic 404 text only says the page is missing.
// This version (ejected; same layout and classes) keeps that heading and sends
// the reader on: first to the pages whose address or title is closest to the
// one asked for (src/plugins/not-found-suggestions), then to the docs, the API
// reference and the tutorial. It also sets
// the page title itself: under /docs the docs layout renders only this
// component, and without it the tab would read just "IbexDB".
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import NotFoundSuggestions from '@theme/NotFoundSuggestions';
import type {Props} from '@theme/NotFound/Content';

const destinations = [
  {to: '/docs/install', label: 'Documentation', text: 'Install IbexDB and read the guides.'},
  {to: '/docs/api/', label: 'API reference', text: 'Every class, function and type.'},
  {to: '/docs/tutorial', label: 'Tutorial', text: 'Build a real-time todo app step by step.'},
];

export default function NotFoundContent({className}: Props): ReactNode {
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={title} />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            {title}
          </Heading>
          <p>There is no page at this address. It may have moved, or the link may have a typo.</p>
          <NotFoundSuggestions />
          <p>These pages are a good place to continue:</p>
          <ul>
            {destinations.map(({to, label, text}) => (
              <li key={to}>
                <Link to={to}>{label}</Link>: {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
