package org.georc.bench.harness;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.Datasets;
import org.georc.core.records.ReferenceRecord;
import org.georc.judges.embedding.RuleBasedClauseExtractor;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.judges.flags.ErrorFlagger;
import org.georc.metrics.CosineKernel;

/**
 * Compares, statement by statement, the exemplar similarity {@link ErrorFlagger} computes from a
 * statement's own embedding with two stand-ins computed from its clauses' embeddings (which the
 * embedding judge has already made): the best clause ({@code max}) and the normalised mean of the
 * clause vectors ({@code mean}). Tells how low the stand-in can be for a statement the exemplar
 * check flags, i.e. how far below the threshold a prefilter must still encode the statement.
 *
 * <p>Usage: {@code FillerPrefilterProbe NAME=FILE[,FILE...] ...}; a {@code .jsonl} file is read
 * as references or candidates (every statement of every chain), a {@code .txt} file as one
 * statement per line ({@code #} comments).
 */
public final class FillerPrefilterProbe {
    private FillerPrefilterProbe() {
    }

    /**
     * @param args NAME=FILE[,FILE...] per set
     * @throws IOException when a file cannot be read
     */
    public static void main(String[] args) throws IOException {
        RuleBasedClauseExtractor extractor = new RuleBasedClauseExtractor();
        try (OnnxSentenceEncoder enc = OnnxSentenceEncoder.builder().build()) {
            int dim = enc.dimension();
            float[] generic = enc.encode(ErrorFlagger.genericExemplars());
            int g = ErrorFlagger.genericExemplars().size();
            System.out.println("set,statements,exact_ge_0.70,min_max_proxy_flagged,min_mean_proxy_flagged,"
                    + "min_max_proxy_ge_0.60,min_mean_proxy_ge_0.60,skip_max<0.45,skip_mean<0.45,skip_mean<0.50");
            for (String arg : args) {
                String name = arg.substring(0, arg.indexOf('='));
                List<String> statements = new ArrayList<>(statements(arg.substring(arg.indexOf('=') + 1)));
                float[] sv = enc.encode(statements);
                int flagged = 0;
                double minMaxF = 2;
                double minMeanF = 2;
                double minMax60 = 2;
                double minMean60 = 2;
                int skipMax45 = 0;
                int skipMean45 = 0;
                int skipMean50 = 0;
                for (int i = 0; i < statements.size(); i++) {
                    double exact = best(sv, i * dim, generic, g, dim);
                    List<String> clauses = extractor.clauses(statements.get(i));
                    float[] cv = enc.encode(clauses);
                    double proxyMax = -1;
                    float[] mean = new float[dim];
                    for (int c = 0; c < clauses.size(); c++) {
                        proxyMax = Math.max(proxyMax, best(cv, c * dim, generic, g, dim));
                        for (int k = 0; k < dim; k++) {
                            mean[k] += cv[c * dim + k];
                        }
                    }
                    CosineKernel.normalize(mean, 0, dim);
                    double proxyMean = best(mean, 0, generic, g, dim);
                    if (exact >= ErrorFlagger.GENERIC_SIMILARITY) {
                        flagged++;
                        minMaxF = Math.min(minMaxF, proxyMax);
                        minMeanF = Math.min(minMeanF, proxyMean);
                    }
                    if (exact >= 0.60) {
                        minMax60 = Math.min(minMax60, proxyMax);
                        minMean60 = Math.min(minMean60, proxyMean);
                    }
                    skipMax45 += proxyMax < 0.45 ? 1 : 0;
                    skipMean45 += proxyMean < 0.45 ? 1 : 0;
                    skipMean50 += proxyMean < 0.50 ? 1 : 0;
                }
                int n = statements.size();
                System.out.printf(Locale.ROOT, "%s,%d,%d,%.3f,%.3f,%.3f,%.3f,%.1f%%,%.1f%%,%.1f%%%n", name, n, flagged,
                        minMaxF, minMeanF, minMax60, minMean60, 100.0 * skipMax45 / n, 100.0 * skipMean45 / n,
                        100.0 * skipMean50 / n);
            }
        }
    }

    private static double best(float[] v, int off, float[] generic, int g, int dim) {
        double best = -1;
        for (int e = 0; e < g; e++) {
            double d = 0;
            for (int k = 0; k < dim; k++) {
                d += v[off + k] * generic[e * dim + k];
            }
            best = Math.max(best, d);
        }
        return best;
    }

    static Set<String> statements(String files) throws IOException {
        Set<String> out = new LinkedHashSet<>();
        for (String f : files.split(",")) {
            Path p = Path.of(f);
            if (f.endsWith(".txt")) {
                for (String line : Files.readAllLines(p, StandardCharsets.UTF_8)) {
                    if (!line.isBlank() && !line.startsWith("#")) {
                        out.add(line.strip());
                    }
                }
            } else if (Files.readString(p).contains("\"model\"")) {
                for (CandidateRecord c : Datasets.readCandidates(p)) {
                    out.addAll(c.chain().statements());
                }
            } else {
                for (ReferenceRecord r : Datasets.readReferences(p).values()) {
                    out.addAll(r.chain().statements());
                }
            }
        }
        return out;
    }
}
