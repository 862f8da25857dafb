package org.georc.benchmark.report;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.gtpred.GtpredScore;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;

/**
 * Reads what a report shows ({@code georc report}): score files (GTPred score files become the
 * GTPred tables, the others chain scores, each of one settings unless mixing is allowed), the
 * chains of every pair from the references and candidates, and GTPred answers.
 */
public final class ReportInputs {
    private ReportInputs() {
    }

    /**
     * @param report      the report being built
     * @param scores      score files
     * @param allowMixed  whether one file may hold rows of several settings
     * @param references  the references (file or GeoRC folder), or null for no pair views
     * @param candidates  candidate files read with the references
     * @param truth       GTPred truth, or null
     * @param predictions GTPred predictions (with truth), or null
     * @return {@code report}, with all of it added
     */
    public static HtmlReport.Builder read(HtmlReport.Builder report, List<Path> scores, boolean allowMixed,
                                          Path references, List<Path> candidates, Path truth, Path predictions) {
        // the chains are read while the score files are (two cores halve the wait at benchmark scale)
        CompletableFuture<PairChains> chains = references == null ? null
                : CompletableFuture.supplyAsync(() -> PairChains.read(references, candidates));
        for (Path f : scores) {
            if (GtpredScore.isScoreFile(f)) {
                report.gtpred(GtpredScore.read(f));
            } else {
                List<ScoreRecord> rows = ScoreLines.read(f);
                ScoreLines.requireOneSettings(rows, f.toString(), allowMixed);
                report.scores(rows);
            }
        }
        if (truth != null) {
            report.gtpredAnswers(GtpredRecords.readTruth(truth), GtpredRecords.readPredictions(predictions));
        }
        if (chains != null) {
            try {
                report.chains(chains.join());
            } catch (CompletionException e) {
                throw e.getCause() instanceof RuntimeException re ? re : e;
            }
        }
        return report;
    }
}
