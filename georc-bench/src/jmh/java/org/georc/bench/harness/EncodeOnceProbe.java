package org.georc.bench.harness;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.Datasets;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.core.spi.SentenceEncoder;
import org.georc.judges.embedding.RuleBasedClauseExtractor;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.judges.flags.ErrorFlagger;

/**
 * Lists every distinct text a default {@code georc score} run (embedding judge, error flags on)
 * asks the encoder for, by running the judge and the flagger the way the command does, over the
 * real encoder wrapped in one that records the texts. The real model is needed because the
 * flagger decides from clause vectors which statements it embeds whole. Encoding that list once
 * with {@code georc embed} is the floor a whole scoring run is compared with
 * (docs/measure/score-scaling.sh).
 *
 * <p>Usage: {@code EncodeOnceProbe REFERENCES CANDIDATES OUT.txt}.
 */
public final class EncodeOnceProbe {
    private EncodeOnceProbe() {
    }

    /** Records the texts asked for, then asks the real encoder. */
    static final class RecordingEncoder implements SentenceEncoder {
        final Set<String> seen = java.util.Collections.synchronizedSet(new LinkedHashSet<>());
        private final SentenceEncoder real;

        RecordingEncoder(SentenceEncoder real) {
            this.real = real;
        }

        @Override
        public int dimension() {
            return real.dimension();
        }

        @Override
        public String modelId() {
            return real.modelId();
        }

        @Override
        public float[] encode(List<String> texts) {
            seen.addAll(texts);
            return real.encode(texts);
        }
    }

    /**
     * @param args REFERENCES CANDIDATES OUT.txt
     * @throws IOException when the list cannot be written
     */
    public static void main(String[] args) throws IOException {
        Map<String, ReferenceRecord> refs = Datasets.readReferences(Path.of(args[0]));
        List<CandidateRecord> cands = Datasets.readCandidates(Path.of(args[1]));
        OnnxSentenceEncoder real = OnnxSentenceEncoder.builder().build();
        RecordingEncoder encoder = new RecordingEncoder(real);
        List<JudgeRequest> requests = new ArrayList<>();
        for (CandidateRecord c : cands) {
            requests.add(new JudgeRequest(c.id(), c.chain(), refs.get(c.id()).chain(), null));
        }
        ErrorFlagger flagger = ErrorFlagger.reusingClauses(encoder, new RuleBasedClauseExtractor());
        try (Judge judge = Judges.create("embedding", JudgeResources.builder().encoder(encoder).build())) {
            ChainScorer scorer = ChainScorer.of(judge);
            for (int from = 0; from < requests.size(); from += 64) {
                int to = Math.min(requests.size(), from + 64);
                scorer.scoreAll(requests.subList(from, to));
                for (int i = from; i < to; i++) {
                    flagger.flag(cands.get(i).chain(), refs.get(cands.get(i).id()).chain(), null);
                }
            }
        } finally {
            real.close();
        }
        try (BufferedWriter w = Files.newBufferedWriter(Path.of(args[2]), StandardCharsets.UTF_8)) {
            for (String t : encoder.seen) {
                w.write(t.replace('\n', ' ').strip());
                w.write('\n');
            }
        }
        System.err.println(cands.size() + " pairs ask for " + encoder.seen.size() + " distinct texts");
    }
}
