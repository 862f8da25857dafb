package org.georc.judges.encoder;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.security.Permission;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * Proves that loading the encoder (ONNX Runtime + DJL tokenizer) and encoding never opens a
 * network connection: a security manager records every connect, resolve and listen check.
 * (Needs {@code -Djava.security.manager=allow}, set in the judges pom for failsafe.)
 */
class NoNetworkIT {

    @SuppressWarnings("removal")
    static final class Recorder extends SecurityManager {
        final List<String> attempts = new CopyOnWriteArrayList<>();

        @Override
        public void checkConnect(String host, int port) {
            attempts.add("connect " + host + ":" + port);
        }

        @Override
        public void checkConnect(String host, int port, Object context) {
            attempts.add("connect " + host + ":" + port);
        }

        @Override
        public void checkListen(int port) {
            attempts.add("listen " + port);
        }

        @Override
        public void checkPermission(Permission perm) {
            // allow everything else
        }

        @Override
        public void checkPermission(Permission perm, Object context) {
            // allow everything else
        }
    }

    @Test
    @SuppressWarnings("removal")
    void loadingAndEncodingOpenNoSocket() throws IOException {
        Recorder recorder = new Recorder();
        System.setSecurityManager(recorder);
        try {
            try (OnnxSentenceEncoder enc = OnnxSentenceEncoder.builder().cacheSize(0).build()) {
                float[] v = enc.encode(List.of("White bollards with a black cap", "Left-hand traffic"));
                assertThat(v).hasSize(2 * 384);
            }
            assertThat(recorder.attempts).as("network attempts while loading and encoding").isEmpty();

            // the recorder itself works: a real loopback connection is seen
            try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                 Socket s = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort())) {
                assertThat(s.isConnected()).isTrue();
            }
            assertThat(recorder.attempts).anyMatch(a -> a.startsWith("connect"));
        } finally {
            System.setSecurityManager(null);
        }
    }
}
