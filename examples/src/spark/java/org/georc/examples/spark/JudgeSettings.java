package org.georc.examples.spark;

import java.io.Serializable;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import org.georc.core.ConfigurationException;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.judges.encoder.ModelSource;
import org.georc.judges.encoder.OnnxSentenceEncoder;

/**
 * What an executor needs to build the judge the driver asked for. Travels to the executors
 * inside the scoring closure (it is small and {@link Serializable}) and is the key of
 * {@link ExecutorJudges}: jobs with equal settings share one judge in an executor JVM; a job
 * with other settings gets its own.
 *
 * @param judge          judge name, as {@code georc score --judge} (default {@code embedding})
 * @param options        judge options, as {@code --lo/--hi/--option KEY=VALUE}
 * @param int8           use the embedded int8 MiniLM ({@code --int8})
 * @param encoderThreads ONNX Runtime intra-op threads per judge (0: one per processor the JVM sees)
 * @param encoderBatch   texts per ONNX Runtime run
 */
public record JudgeSettings(String judge, Map<String, String> options, boolean int8, int encoderThreads,
                            int encoderBatch) implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Validates and copies the options into a sorted, unmodifiable, serializable map. */
    public JudgeSettings {
        if (judge == null || judge.isBlank()) {
            throw new ConfigurationException("judge name must not be blank");
        }
        if (encoderThreads < 0 || encoderBatch < 1) {
            throw new ConfigurationException("encoder threads must be >= 0 and encoder batch >= 1, got "
                    + encoderThreads + " and " + encoderBatch);
        }
        options = Collections.unmodifiableMap(new TreeMap<>(options == null ? Map.of() : options));
    }

    /**
     * The CLI's judge defaults ({@code georc score} with no option) except one intra-op thread:
     * on Spark the parallelism comes from the tasks, one per executor core.
     *
     * @return default settings
     */
    public static JudgeSettings defaults() {
        return new JudgeSettings("embedding", Map.of(), false, 1, 128);
    }

    /**
     * @param key   option name
     * @param value option value
     * @return a copy with the option set
     */
    public JudgeSettings withOption(String key, String value) {
        Map<String, String> o = new TreeMap<>(options);
        o.put(key, value);
        return new JudgeSettings(judge, o, int8, encoderThreads, encoderBatch);
    }

    /**
     * Checks, on the driver, that the judge exists, takes these options and needs no model the
     * executors cannot build from these settings, so that a bad name or option fails before any
     * task starts.
     *
     * @return the provider
     * @throws ConfigurationException for an unknown judge, an option it does not declare or a
     *                                value of the wrong type, or a judge that needs an LLM or VLM
     */
    public JudgeProvider provider() {
        JudgeProvider provider = Judges.provider(judge);
        Judges.checkOptions(provider, options);
        boolean needsMore = provider.models().stream()
                .anyMatch(m -> m.required() && m.type() != org.georc.core.spi.SentenceEncoder.class);
        if (needsMore || provider.callsLlm()) {
            throw new ConfigurationException("judge \"" + judge + "\" needs " + org.georc.core.spi.JudgeInfo.of(provider).needs()
                    + "; this Spark example builds judges that need at most the sentence encoder (embedding, "
                    + "or a custom judge that needs no other model and calls no LLM)");
        }
        return provider;
    }

    /** @return a new encoder for these settings; the caller closes it */
    OnnxSentenceEncoder newEncoder() {
        return OnnxSentenceEncoder.builder()
                .source(int8 ? ModelSource.embeddedMiniLmQuantized() : ModelSource.embeddedMiniLm())
                .intraOpThreads(encoderThreads).batchSize(encoderBatch).build();
    }

    /**
     * @param encoder the encoder, or null when the judge uses none
     * @return the judge's resources
     */
    JudgeResources resources(OnnxSentenceEncoder encoder) {
        JudgeResources.Builder b = JudgeResources.builder();
        if (encoder != null) {
            b.encoder(encoder);
        }
        options.forEach(b::option);
        return b.build();
    }
}
