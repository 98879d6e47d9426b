import { useEffect } from 'react';
import { ArrowLeftOutlined, HomeOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { ResultOnDemand } from '@vantage/client/result-on-demand';
import { LinkButton } from '@vantage/client/link-button';
import { useLocation, useNavigate } from 'react-router-dom';

/** Any path nobody owns. `onSearchSite` moves the user to the site search. */
export function NotFoundPage({ onSearchSite }: { onSearchSite: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <ResultOnDemand
      status="404"
      title="Page Not Found"
      subTitle="The page you are looking for does not exist or has been moved."
      extra={
        <Flex gap={8} wrap justify="center">
          <LinkButton type="primary" icon={<HomeOutlined />} to="/">
            Go Home
          </LinkButton>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
            Go Back
          </Button>
          <Button icon={<SearchOutlined />} onClick={onSearchSite}>
            Search Site
          </Button>
        </Flex>
      }
    />
  );
}
