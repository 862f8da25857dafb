package org.georc.examples;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.Datasets;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.report.Leaderboard;
import org.georc.core.result.ChainScore;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;

/**
 * Scores a references/candidates JSONL pair in one batch and prints the leaderboard (per-model means
 * with bootstrap intervals) from the library, without the command line.
 *
 * <pre>java -cp georc-bench/target/georc.jar:examples/target/classes org.georc.examples.BatchJsonl \
 *     examples/data/references.jsonl examples/data/candidates.jsonl</pre>
 */
public final class BatchJsonl {
    private BatchJsonl() {
    }

    /**
     * @param args references file and candidates file (defaults: the sample data)
     */
    public static void main(String[] args) {
        Path refsFile = Path.of(args.length > 0 ? args[0] : "examples/data/references.jsonl");
        Path candsFile = Path.of(args.length > 1 ? args[1] : "examples/data/candidates.jsonl");
        Map<String, ReferenceRecord> refs = Datasets.readReferences(refsFile);
        List<CandidateRecord> cands = Datasets.readCandidates(candsFile);
        List<JudgeRequest> requests = new ArrayList<>();
        for (CandidateRecord c : cands) {
            requests.add(new JudgeRequest(c.id(), c.chain(), refs.get(c.id()).chain(), null));
        }
        try (Judge judge = Judges.create("embedding", JudgeResources.none())) {
            List<ChainScore> scores = ChainScorer.builder().judge(judge).parallelism(2).build().scoreAll(requests);
            List<ScoreRecord> records = new ArrayList<>();
            for (int i = 0; i < cands.size(); i++) {
                records.add(ScoreRecord.of(cands.get(i).id(), cands.get(i).model(), scores.get(i)));
            }
            // per-model means with 95% bootstrap intervals, as `georc leaderboard` prints them
            System.out.print(Leaderboard.of(records).markdown());
        }
    }
}
