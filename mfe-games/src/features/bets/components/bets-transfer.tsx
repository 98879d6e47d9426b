// The ledger in and out as CSV: the export downloads /api/bets/export.csv with the member's token; the import sends
// a file's text and lists the rows the service could not read, with why (then nothing was imported).
import { useRef, useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { queryErrorMessage } from '@vantage/client/error-message';
import { downloadBetsCsv, useImportBetsMutation } from '@vantage/client/bets-api';
import { Text } from '@/shared/components/text';
import { BETS_TEXT } from '../model/bets';

export function BetsTransfer() {
  const input = useRef<HTMLInputElement>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [importBets, importing] = useImportBetsMutation();
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadBetsCsv('vantage-bets.csv');
    } catch (error) {
      setExportError(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };
  const result = importing.data;
  return (
    <Flex vertical gap={8} align="end">
      <Flex gap={8} wrap justify="end">
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          {BETS_TEXT.exportCsv}
        </Button>
        <Button icon={<UploadOutlined />} loading={importing.isLoading} onClick={() => input.current?.click()}>
          {BETS_TEXT.importCsv}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="bets-import-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void file.text().then((csv) => importBets({ csv }));
          }}
        />
      </Flex>
      {exportError && <Alert type="error" showIcon message={exportError} />}
      {importing.error && <Alert type="error" showIcon message={queryErrorMessage(importing.error)} />}
      {result && result.rejected.length === 0 && (
        <Alert type="success" showIcon message={BETS_TEXT.importDone(result.imported)} data-testid="bets-imported" />
      )}
      {result && result.rejected.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="bets-import-rejected"
          message={BETS_TEXT.importRejected}
          description={
            <Flex vertical>
              {result.rejected.map(({ row, reason }) => (
                <Text key={row}>
                  Row {row}: {reason}
                </Text>
              ))}
            </Flex>
          }
        />
      )}
    </Flex>
  );
}
