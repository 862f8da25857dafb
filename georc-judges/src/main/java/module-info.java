/**
 * Scoring with models: one-line scoring ({@code org.georc.judges}) and the run API
 * ({@code org.georc.judges.engine}: the engine, its models by type, and the file runs that
 * {@code georc score} and {@code georc experts} are). These two packages are the API
 * ({@code ModuleDescriptorTest} checks the list). Everything else is internal, reached through
 * the engine by a judge's name or a model's type: the embedded all-MiniLM-L6-v2 sentence encoder
 * on ONNX Runtime, the learned cross-encoder, the rule-based embedding judge, the key-point, LLM
 * and VLM judges with their prompts and the OpenAI-compatible client, the local ONNX decoder and
 * the error flags. A judge registered in {@code META-INF/services} needs its {@code provides}
 * entry (a named module reads only this).
 *
 * <p>ONNX Runtime, DJL's tokenizers and the weights artifacts are automatic modules; the weights
 * are read as resources through the class loader, so this module names no weights module.
 */
module org.georc.judges {
    requires transitive org.georc.core;
    requires transitive org.georc.metrics;
    requires transitive com.fasterxml.jackson.databind;
    requires com.microsoft.onnxruntime;
    requires ai.djl.tokenizers;
    requires com.github.benmanes.caffeine;
    requires java.desktop;
    requires java.net.http;
    requires org.slf4j;

    // the API: entry points and the run API (ModuleDescriptorTest checks this list)
    exports org.georc.judges;
    exports org.georc.judges.engine;

    // internal, users do not see them; the benchmark module reads two (baselines and their prompts)
    exports org.georc.judges.generate to org.georc.benchmark;
    exports org.georc.judges.llm.prompt to org.georc.benchmark;

    provides org.georc.core.spi.JudgeProvider with
            org.georc.judges.embedding.EmbeddingJudgeProvider,
            org.georc.judges.llm.judge.LlmJudgeProviders.OneToAllProvider,
            org.georc.judges.llm.judge.LlmJudgeProviders.KeyPointsProvider,
            org.georc.judges.llm.judge.LlmJudgeProviders.VlmProvider,
            org.georc.judges.crossencoder.CrossEncoderJudgeProvider;
    provides org.georc.core.spi.ModelFactory with
            org.georc.judges.encoder.EmbeddedEncoderFactory,
            org.georc.judges.crossencoder.CrossEncoderFactory;
}
