package org.georc.bench.harness;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtSession;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Times ONNX Runtime session creation for the embedded MiniLM under several session options, in
 * one process, to see which start-up costs an optimised-model cache or another level removes.
 * Usage: {@code java -cp ... org.georc.bench.harness.SessionOptionsProbe [repeats]}.
 */
public final class SessionOptionsProbe {
    private SessionOptionsProbe() {
    }

    public static void main(String[] args) throws Exception {
        int repeats = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        OrtEnvironment env = OrtEnvironment.getEnvironment();
        long t0 = System.nanoTime();
        byte[] model;
        try (var in = SessionOptionsProbe.class.getClassLoader().getResourceAsStream("all-minilm-l6-v2.onnx")) {
            model = in.readAllBytes();
        }
        System.out.printf("read model from jar: %d ms (%d bytes)%n", (System.nanoTime() - t0) / 1_000_000, model.length);
        Path optimised = Files.createTempFile("minilm-opt", ".onnx");
        try (OrtSession.SessionOptions o = new OrtSession.SessionOptions()) {
            o.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.ALL_OPT);
            o.setOptimizedModelFilePath(optimised.toString());
            env.createSession(model, o).close();
        }
        Path raw = Files.createTempFile("minilm", ".onnx");
        Files.write(raw, model);
        for (int r = 0; r < repeats; r++) {
            for (OrtSession.SessionOptions.OptLevel level : OrtSession.SessionOptions.OptLevel.values()) {
                time("bytes, " + level, () -> {
                    try (OrtSession.SessionOptions o = new OrtSession.SessionOptions()) {
                        o.setOptimizationLevel(level);
                        env.createSession(model, o).close();
                    }
                });
            }
            time("file, ALL_OPT", () -> {
                try (OrtSession.SessionOptions o = new OrtSession.SessionOptions()) {
                    o.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.ALL_OPT);
                    env.createSession(raw.toString(), o).close();
                }
            });
            time("optimised file, NO_OPT", () -> {
                try (OrtSession.SessionOptions o = new OrtSession.SessionOptions()) {
                    o.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.NO_OPT);
                    env.createSession(optimised.toString(), o).close();
                }
            });
        }
        Files.delete(optimised);
        Files.delete(raw);
    }

    private interface Step {
        void run() throws Exception;
    }

    private static void time(String what, Step s) throws Exception {
        long t = System.nanoTime();
        s.run();
        System.out.printf("%-28s %6d ms%n", what, (System.nanoTime() - t) / 1_000_000);
    }
}
