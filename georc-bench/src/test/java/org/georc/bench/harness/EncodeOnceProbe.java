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
import org.georc.core.io.CandidateRecord;
import org.georc.core.io.Datasets;
import org.georc.core.io.ReferenceRecord;
import org.georc.core.score.ChainScorer;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.core.spi.SentenceEncoder;
import org.georc.judges.flags.ErrorFlagger;

/**
 * Lists every distinct text a default {@code georc score} run (embedding judge, error flags on)
 * asks the encoder for, by running the judge and the flagger over a workload with a stand-in
 * encoder that records texts and returns fixed pseudo-random unit vectors (no model runs, so
 * this takes seconds). Encoding that list once with the real model is the floor a whole scoring
 * run is compared with (docs/measure/score-scaling.sh).
 *
 * <p>Usage: {@code EncodeOnceProbe REFERENCES CANDIDATES OUT.txt}.
 */
public final class EncodeOnceProbe {
    private EncodeOnceProbe() {
    }

    /** Records texts; answers a deterministic unit vector per text. */
    static final class RecordingEncoder implements SentenceEncoder {
        final Set<String> seen = java.util.Collections.synchronizedSet(new LinkedHashSet<>());

        @Override
        public int dimension() {
            return 384;
        }

        @Override
        public String modelId() {
            return "recording-stand-in";
        }

        @Override
        public float[] encode(List<String> texts) {
            float[] out = new float[texts.size() * 384];
            for (int i = 0; i < texts.size(); i++) {
                seen.add(texts.get(i));
                java.util.SplittableRandom r = new java.util.SplittableRandom(texts.get(i).hashCode());
                double norm = 0;
                for (int k = 0; k < 384; k++) {
                    float v = (float) r.nextGaussian();
                    out[i * 384 + k] = v;
                    norm += v * v;
                }
                float inv = (float) (1 / Math.sqrt(norm));
                for (int k = 0; k < 384; k++) {
                    out[i * 384 + k] *= inv;
                }
            }
            return out;
        }
    }

    /**
     * @param args REFERENCES CANDIDATES OUT.txt
     * @throws IOException when the list cannot be written
     */
    public static void main(String[] args) throws IOException {
        Map<String, ReferenceRecord> refs = Datasets.readReferences(Path.of(args[0]));
        List<CandidateRecord> cands = Datasets.readCandidates(Path.of(args[1]));
        RecordingEncoder encoder = new RecordingEncoder();
        List<JudgeRequest> requests = new ArrayList<>();
        for (CandidateRecord c : cands) {
            requests.add(new JudgeRequest(c.id(), c.chain(), refs.get(c.id()).chain(), null));
        }
        try (Judge judge = Judges.create("embedding", JudgeResources.builder().encoder(encoder).build())) {
            ChainScorer.of(judge).scoreAll(requests);
        }
        ErrorFlagger flagger = new ErrorFlagger(encoder);
        for (CandidateRecord c : cands) {
            flagger.flag(c.chain(), refs.get(c.id()).chain(), null);
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
