package org.georc.bench.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import org.georc.core.spi.LanguageModel;
import org.georc.core.spi.ModelRequest;
import org.georc.core.spi.SentenceEncoder;
import org.georc.core.spi.VisionLanguageModel;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.judges.engine.ScoringEngine;

/**
 * The models a judge asks for, opened on first use and closed together: one encoder for every
 * engine built on this set (so a benchmark's steps load it once), the judge's LLM, a client of
 * its own for the LLM country reading, and a VLM (the judge's model when it sees images and no
 * other is named).
 */
public final class ModelSet implements ScoringEngine.Models, AutoCloseable {
    private final IntFunction<OnnxSentenceEncoder> encoders;
    private final Function<String, LanguageModel> llms;
    private final Function<String, VisionLanguageModel> vlms;
    private final boolean judgeModelSees;
    private final Consumer<String> warnings;
    private final List<AutoCloseable> built = new ArrayList<>();
    private OnnxSentenceEncoder encoder;
    private LanguageModel judgeModel;

    /**
     * @param encoders       opens the encoder for this many callers
     * @param llms           opens a language model, given who needs it
     * @param vlms           opens a vision-language model, given who needs it
     * @param judgeModelSees whether a judge LLM that is a VLM serves as the VLM (no VLM of its own named)
     * @param warnings       where a model that fails to close is reported
     */
    public ModelSet(IntFunction<OnnxSentenceEncoder> encoders, Function<String, LanguageModel> llms,
                    Function<String, VisionLanguageModel> vlms, boolean judgeModelSees, Consumer<String> warnings) {
        this.encoders = Objects.requireNonNull(encoders, "encoders");
        this.llms = Objects.requireNonNull(llms, "llms");
        this.vlms = Objects.requireNonNull(vlms, "vlms");
        this.judgeModelSees = judgeModelSees;
        this.warnings = Objects.requireNonNull(warnings, "warnings");
    }

    /**
     * The encoder for sentence encoders, the LLM for language models, the VLM for vision-language
     * models; nothing for other kinds (the engine opens those from their registered factories).
     */
    @Override
    public <T> Optional<T> find(Class<T> type, ModelRequest request) {
        if (type == SentenceEncoder.class) {
            return Optional.of(type.cast(encoder(request.callers())));
        }
        if (type == VisionLanguageModel.class) {
            return Optional.of(type.cast(visionModel(request.purpose())));
        }
        if (type == LanguageModel.class) {
            return Optional.of(type.cast(languageModel(request.purpose())));
        }
        return Optional.empty();
    }

    /**
     * @param callers threads that will call the encoder at once
     * @return the encoder, opened on first use
     */
    public synchronized OnnxSentenceEncoder encoder(int callers) {
        if (encoder == null) {
            encoder = encoders.apply(callers);
        }
        return encoder;
    }

    /**
     * @param purpose who needs it
     * @return a language model (a new client per call)
     */
    public synchronized LanguageModel languageModel(String purpose) {
        LanguageModel m = llms.apply(purpose);
        built.add(m);
        if (judgeModel == null && purpose.startsWith("judge ")) {
            judgeModel = m;
        }
        return m;
    }

    /**
     * @param purpose who needs it
     * @return the vision-language model: the judge's when it sees images and no other is named
     */
    public synchronized VisionLanguageModel visionModel(String purpose) {
        if (judgeModelSees && judgeModel instanceof VisionLanguageModel v) {
            return v;
        }
        VisionLanguageModel m = vlms.apply(purpose);
        built.add(m);
        return m;
    }

    @Override
    public synchronized void close() {
        if (encoder != null) {
            encoder.close();
        }
        for (AutoCloseable m : built) {
            try {
                m.close();
            } catch (Exception e) {
                warnings.accept("warning: closing the judge model failed: " + e.getClass().getSimpleName()
                        + (e.getMessage() == null ? "" : ": " + e.getMessage()));
            }
        }
    }
}
