import { getVersions } from '@/versions';

/** Every documented major version and where its documentation lives. */
export function VersionsTable() {
  return (
    <div className="table-scroll" role="region" aria-label="Versions" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Documentation</th>
          </tr>
        </thead>
        <tbody>
          {getVersions().map((version) => (
            <tr key={version.text}>
              <td>
                {version.text}
                {version.current ? ' (this site)' : ''}
              </td>
              <td>
                <a href={version.href}>
                  {version.current ? 'Introduction' : version.href.replace(/^https:\/\//, '')}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
